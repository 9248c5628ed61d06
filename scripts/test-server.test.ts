import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { SERVER_NODE_FLAGS } from './test-server'

test('the tests and benchmarks start the server with the flags `npm run serve` gives it', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>
  }
  expect(scripts.serve).toBe(`NODE_ENV=production node ${SERVER_NODE_FLAGS.join(' ')} server.ts`)
})
