import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from './test-server'

test('the tests and benchmarks start the server with the environment and flags `npm run serve` gives it', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>
  }
  const environment = Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`)
  expect(scripts.serve).toBe(
    `NODE_ENV=production ${environment.join(' ')} node ${SERVER_NODE_FLAGS.join(' ')} server.ts`,
  )
})
