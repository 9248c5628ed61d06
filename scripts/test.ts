/**
 * `npm test`: every quality gate in order, then one closing line `N passed, N failed`.
 *   typecheck → lint → format → unit + integration tests (Vitest) → production build →
 *   browser tests (Playwright + axe) → JavaScript budgets → Lighthouse.
 * Each Vitest or Playwright test counts once; each other gate counts as one check.
 * `--postgres URL`: only the integration test files (`*.integration.test.ts`, the ones that use the
 * test database) again, each on its own fresh PostgreSQL database created through URL (used by
 * .ci/run). The other test files never open a database, so a second pass would repeat them.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { ensureChromium } from './chromium'
import { runPlaywright } from './e2e'
import { checkServerBuild } from './server-build-check'
import { checkBudgets } from './js-budget'
import { nodeVersionCheck } from './node-version'
import { npx } from './run'
import { startTestServer } from './test-server'

const totals = { passed: 0, failed: 0 }
const failures: string[] = []
const started = Date.now()

function record(name: string, ok: boolean) {
  if (ok) totals.passed++
  else {
    totals.failed++
    failures.push(name)
  }
}

function step(title: string) {
  console.log(`\n━━ ${title} ━━`)
}

async function check(name: string, command: string[], env?: Record<string, string>) {
  step(name)
  record(name, (await npx(command, env)) === 0)
}

async function vitest(env: Record<string, string> = {}, files: string[] = []) {
  step(
    env.TEST_POSTGRES_URL
      ? 'Integration tests on PostgreSQL (Vitest)'
      : 'Unit and integration tests (Vitest)',
  )
  rmSync('reports/vitest.json', { force: true })
  const code = await npx(
    [
      'vitest',
      'run',
      ...files,
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/vitest.json',
    ],
    { NO_COLOR: '1', ...env },
  )
  if (!existsSync('reports/vitest.json')) {
    record('vitest (no report)', false)
    return
  }
  const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
  }
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  if (report.numFailedTests) failures.push(`${report.numFailedTests} Vitest test(s)`)
  // A suite that failed to load has no failed tests but a non-zero exit.
  if (code !== 0 && report.numFailedTests === 0) record('vitest (suite error)', false)
}

function finish(): never {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`)
  console.log(`\nnpm test took ${minutes} min`)
  console.log(`${totals.passed} passed, ${totals.failed} failed`)
  process.exit(totals.failed ? 1 : 0)
}

mkdirSync('reports', { recursive: true })
const node = nodeVersionCheck()
console.log(node.line)
if (node.problem) {
  console.error(node.problem)
  record('Node version', false)
  finish()
}
const postgresIndex = process.argv.indexOf('--postgres')
if (postgresIndex !== -1) {
  const url = process.argv[postgresIndex + 1]
  if (!url) throw new Error('--postgres needs a PostgreSQL URL')
  // A filter on the file name: Vitest runs the files whose path contains it.
  await vitest({ TEST_POSTGRES_URL: url }, ['--project', 'integration', '.integration.test.'])
  finish()
}

step('Route type generation')
if ((await npx(['react-router', 'typegen'])) !== 0) record('Route type generation', false)
await check('Typecheck (tsc)', ['tsc', '--noEmit'])
await check('Lint (ESLint)', ['eslint', '.', '--max-warnings', '0'])
await check('Format (Prettier)', ['prettier', '--check', '.'])
await vitest()
await check('Production build', ['react-router', 'build'])

if (existsSync('build/server/index.js')) {
  step('Server build (dependencies inside it, ASCII only)')
  const { modules, problems } = checkServerBuild()
  for (const problem of problems) console.log(`FAIL ${problem}`)
  if (!problems.length)
    console.log(`ok   ${modules} modules in build/server: dependencies inside, ASCII only`)
  record('Server build', problems.length === 0)

  step('Browser tests (Playwright + axe)')
  const chromiumPath = await ensureChromium('shell')
  const server = await startTestServer()
  try {
    const e2e = await runPlaywright(server, chromiumPath)
    totals.passed += e2e.passed
    totals.failed += e2e.failed
    if (e2e.failed) failures.push(`${e2e.failed} browser test(s)`)

    step('JavaScript budgets (gzipped, from the built files)')
    for (const result of checkBudgets()) {
      console.log(
        `${result.ok ? 'ok  ' : 'OVER'} ${result.path}: ${result.totalKb.toFixed(1)} KB (budget ${result.maxKb} KB)`,
      )
      record(`JS budget ${result.path}`, result.ok)
    }
  } finally {
    step('Graceful shutdown')
    const code = await server.stop()
    console.log(`SIGTERM → exit code ${code}`)
    record('Graceful shutdown', code === 0)
  }
}
finish()
