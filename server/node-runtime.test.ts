import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

test('the tests run on the Node version package.json asks for', () => {
  const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    engines: { node: string }
  }
  const minimum = Number(/>=\s*(\d+)/.exec(engines.node)?.[1])
  expect(minimum).toBeGreaterThanOrEqual(24)
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(minimum)
})
