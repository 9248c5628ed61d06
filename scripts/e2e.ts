/**
 * Browser tests: finds (or installs) Chromium, starts the built server with an empty database, runs
 * Playwright against it and stops the server. `npm run test:e2e` (after `npm run build`).
 */
import { existsSync, readFileSync } from 'node:fs'
import { CHROMIUM_FLAGS, ensureChromium } from './chromium'
import { nodeVersionCheck } from './node-version'
import { npx } from './run'
import type { TestServer } from './test-server'

export async function runPlaywright(
  server: TestServer,
  chromiumPath: string,
  extraArgs: string[] = [],
) {
  const code = await npx(['playwright', 'test', ...extraArgs], {
    E2E_BASE_URL: server.url,
    E2E_DATA_DIR: server.dataDir,
    CHROMIUM_PATH: chromiumPath,
    CHROMIUM_FLAGS: CHROMIUM_FLAGS.join(' '),
    NO_COLOR: '1',
  })
  let passed = 0
  let failed = 0
  if (existsSync('reports/playwright.json')) {
    const report = JSON.parse(readFileSync('reports/playwright.json', 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number }
    }
    passed = report.stats.expected + report.stats.flaky
    failed = report.stats.unexpected
  }
  // A crash before any test ran still counts as a failure.
  if (code !== 0 && failed === 0) failed = 1
  return { passed, failed }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startTestServer } = await import('./test-server')
  const node = nodeVersionCheck()
  console.log(node.line)
  if (node.problem) {
    console.error(node.problem)
    process.exit(1)
  }
  if (!existsSync('build/server/index.js')) {
    console.error('No build found: run `npm run build` first.')
    process.exit(1)
  }
  const chromiumPath = await ensureChromium('shell')
  const server = await startTestServer()
  const result = await runPlaywright(server, chromiumPath, process.argv.slice(2)).finally(() =>
    server.stop(),
  )
  console.log(`${result.passed} passed, ${result.failed} failed`)
  process.exit(result.failed ? 1 : 0)
}
