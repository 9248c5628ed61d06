/**
 * Starts the built app (npm run serve) on a free port with its own empty data folder, for browser
 * tests, Lighthouse and benchmarks; waits for /healthz; stops it with SIGTERM.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/**
 * Node's flags for the server, as `npm run serve` passes them: a young generation of at most
 * 16 MB per semi-space. V8 otherwise grows it to 64 MB on a machine with this much memory, and
 * keeps it: about 70 MB more at idle for no measurable gain in throughput (decision 044).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16']

/**
 * The environment `npm run serve` starts the server with, before Node's flags. glibc's `malloc`
 * raises its threshold for serving a request from `mmap` every time such a block is freed (up to
 * 32 MB), so after the start-up's large buffers every later one comes from the heap, and what is
 * freed there stays resident. A fixed threshold (its usual starting value, 128 KB) gives large
 * blocks back when they are freed: 361 → 241 MB at idle on PGlite, 154 → 143 MB on PostgreSQL.
 * Fixing it also fixes the heap's trim threshold at 128 KB, which under load shrank and grew the
 * heap's top over and over (lead capture 10–15 % slower), so that one is set to 4 MB (decision 055).
 * Other C libraries ignore the variable.
 */
export const SERVER_ENVIRONMENT = {
  GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=4194304',
}

/**
 * With BENCH_PROFILE_DIR set, every server process (each worker of a cluster too) writes a CPU
 * profile there when it exits: how the benchmarks' figures are explained. Node does not take
 * `--cpu-prof` from NODE_OPTIONS.
 */
function profileFlags(): string[] {
  const dir = process.env.BENCH_PROFILE_DIR
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : []
}

export interface TestServer {
  url: string
  dataDir: string
  /** The server process's id (its memory can be read from /proc). */
  pid: number
  /** Everything the server printed so far. */
  output(): string
  /**
   * Sends SIGTERM (or `signal`) and resolves with the exit code once the process has ended (null
   * when a signal ended it).
   */
  stop(options?: { keepDataDir?: boolean; signal?: NodeJS.Signals }): Promise<number | null>
}

/**
 * `env` is added to the server's environment; `options.dataDir` reuses a data folder (another
 * server's, to see it refused) instead of a fresh one; `options.port` a port (a server started
 * again where it was) instead of a free one.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number } = {},
): Promise<TestServer> {
  const port = options.port ?? (await freePort())
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'wealthward-e2e-'))
  const url = `http://localhost:${port}`
  // What `npm run serve` runs: the server's TypeScript on Node itself, on this process's Node.
  // The server writes JSON lines, never colour; Node 24 warns on stderr when FORCE_COLOR (set by
  // Playwright) and NO_COLOR (set by CI) meet, and that line would not be JSON.
  const { FORCE_COLOR: _forceColor, ...inherited } = process.env
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profileFlags(), 'server.ts'], {
    env: {
      ...inherited,
      ...SERVER_ENVIRONMENT,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: dataDir,
      // Browser tests post many forms from one address; the limits themselves are tested elsewhere.
      RATE_LIMIT_MULTIPLIER: '1000',
      LOG_REQUESTS: 'false',
      // Never the developer's own database: an empty embedded one in the temporary folder.
      DATABASE_URL: '',
      // The same demo data as `npm start` (fictional advisors), so matching can be exercised.
      SEED_DEMO: 'true',
      // Stopped at once: nothing routes to it but the tests (a deployment drains: decision 049).
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // If the test run itself is interrupted, its server must not outlive it.
  const stopOnSignal = (signal: NodeJS.Signals) => {
    if (child.exitCode === null) child.kill('SIGTERM')
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )

  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} during start-up:\n${output}`)
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not become healthy within 90 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  return {
    url,
    dataDir,
    pid: child.pid!,
    output: () => output,
    async stop(options = {}) {
      process.off('SIGINT', stopOnSignal)
      process.off('SIGTERM', stopOnSignal)
      const signal = options.signal ?? 'SIGTERM'
      if (child.exitCode === null) child.kill(signal)
      const code = await exited
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true })
      if (code !== 0 && signal === 'SIGTERM')
        console.warn(`The test server exited with code ${code}:\n${output.slice(-2000)}`)
      return code
    },
  }
}
