import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

test('the tests run on the Node version package.json asks for', () => {
  const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    engines: { node: string }
  }
  const minimum = Number(/>=\s*(\d+)/.exec(engines.node)?.[1])
  expect(minimum).toBeGreaterThanOrEqual(24)
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(minimum)
})

test('Node loads the server modules from their TypeScript, with no loader and no build step', () => {
  const modules = readdirSync('server').filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  )
  expect(modules).toContain('request-handler.ts')
  const script = [
    ...modules.map((name) => `await import('./server/${name}')`),
    "console.log('loaded')",
  ].join('\n')
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    encoding: 'utf8',
    // Nothing the test runner was started with (a loader) may help.
    env: { ...process.env, NODE_OPTIONS: '' },
  })
  expect(output.trim()).toBe('loaded')
})
