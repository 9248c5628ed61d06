/**
 * `npm run bench:pages`: how many anonymous page requests one server process answers, beside the
 * same HTML served as a static file by the same server. Starts the built app (one process, the
 * embedded database with the demo data), saves each page's HTML into the client build's folder,
 * then runs `wrk -t1 -c32` (no compression) for BENCH_SECONDS (default 5) against the page and
 * against its static copy, BENCH_ROUNDS times (default 3) each, alternating, and takes the medians. Prints page, req/s, static req/s, ratio and both p99s, with the targets:
 * ≥ 1,500 req/s, ≥ 0.5 × static, p99 < 50 ms. Build first (`npm run build`). Needs `wrk`
 * (installed with apt when run as root on Debian). BENCH_PAGES=/,/blog measures only those pages.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { get } from 'node:http'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTestServer } from './test-server'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
/** Each figure is the median of this many runs: one run's p99 moves with the machine's noise. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const TARGET_RPS = 1_500
const TARGET_RATIO = 0.5
const TARGET_P99_MS = 50
const STATIC_DIR = path.resolve('build/client/__bench-pages')

export const ANONYMOUS_PAGES = [
  '/',
  '/blog',
  '/blog/debt-snowball-vs-avalanche',
  '/calculators',
  '/calculators/compound-interest',
  '/calculators/debt-freedom',
  '/calculators/dividend',
  '/calculators/emergency-fund',
  '/calculators/retirement',
  '/calculators/budget',
  '/calculators/credit-card-payoff',
  '/calculators/loan-comparison',
  '/calculators/wealth-projection',
  '/privacy',
  '/terms',
]

function ensureWrk(): string {
  const found = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).stdout.trim()
  if (found) return found
  if (process.getuid?.() === 0) {
    console.log('Installing wrk (apt-get install -y wrk)…')
    execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' })
    return 'wrk'
  }
  throw new Error('bench:pages needs wrk: sudo apt-get install -y wrk')
}

export interface WrkResult {
  rps: number
  p99Ms: number
  errors: number
}

/** Parses `wrk --latency` output: requests per second, the 99th percentile and socket errors. */
export function parseWrk(output: string): WrkResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN)
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(output)
  const unit = { us: 0.001, ms: 1, s: 1000 } as const
  const p99Ms = p99 ? Number(p99[1]) * unit[p99[2] as keyof typeof unit] : NaN
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  )
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0)
  const errors = (socketErrors?.slice(1).reduce((n, v) => n + Number(v), 0) ?? 0) + non2xx
  return { rps, p99Ms, errors }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** The page and its static copy measured in turns, so that a noisy moment hits both alike. */
function measurePair(binary: string, pageUrl: string, fileUrl: string) {
  const ssr: WrkResult[] = []
  const file: WrkResult[] = []
  for (let round = 0; round < ROUNDS; round++) {
    ssr.push(wrk(binary, pageUrl))
    file.push(wrk(binary, fileUrl))
  }
  const summary = (runs: WrkResult[]): WrkResult => ({
    rps: median(runs.map((r) => r.rps)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  })
  return { ssr: summary(ssr), file: summary(file) }
}

function wrk(binary: string, url: string): WrkResult {
  const run = spawnSync(
    binary,
    ['-t1', '-c32', `-d${SECONDS}s`, '--latency', '-H', 'Accept: text/html', url],
    { encoding: 'utf8' },
  )
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`)
  return parseWrk(run.stdout)
}

/** The page as a first visit gets it, on a connection of its own (wrk's may have just closed). */
function html(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { Accept: 'text/html' } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(body)
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      )
    }).on('error', reject)
  })
}

async function main() {
  const binary = ensureWrk()
  const server = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1' })
  mkdirSync(STATIC_DIR, { recursive: true })
  const rows: string[][] = []
  let met = true
  try {
    const only = process.env.BENCH_PAGES?.split(',')
    const pages = only ? ANONYMOUS_PAGES.filter((page) => only.includes(page)) : ANONYMOUS_PAGES
    for (const [index, page] of pages.entries()) {
      writeFileSync(path.join(STATIC_DIR, `${index}.html`), await html(server.url + page))
      // Warm-up: the first requests compile the page's code.
      wrk(binary, server.url + page)
      const { ssr, file } = measurePair(
        binary,
        server.url + page,
        `${server.url}/__bench-pages/${index}.html`,
      )
      const ratio = ssr.rps / file.rps
      const ok =
        ssr.rps >= TARGET_RPS &&
        ratio >= TARGET_RATIO &&
        ssr.p99Ms < TARGET_P99_MS &&
        ssr.errors === 0
      if (!ok) met = false
      rows.push([
        page,
        Math.round(ssr.rps).toLocaleString('en-US'),
        Math.round(file.rps).toLocaleString('en-US'),
        ratio.toFixed(2),
        ssr.p99Ms.toFixed(1),
        file.p99Ms.toFixed(1),
        String(ssr.errors),
        ok ? 'yes' : 'no',
      ])
      console.log(rows.at(-1)!.join('  '))
    }
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true })
    await server.stop()
  }
  const header = [
    'Page',
    'req/s',
    'static req/s',
    'ratio',
    'p99 ms',
    'static p99 ms',
    'errors',
    'target met',
  ]
  console.log(
    `\n${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, wrk -t1 -c32 -d${SECONDS}s, median of ${ROUNDS} runs`,
  )
  console.log(
    `Targets: ≥ ${TARGET_RPS} req/s, ≥ ${TARGET_RATIO} × static, p99 < ${TARGET_P99_MS} ms`,
  )
  console.log(`| ${header.join(' | ')} |`)
  console.log(`|${header.map(() => '---').join('|')}|`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
  console.log(met ? '\nEvery page meets the targets.' : '\nSome pages miss the targets.')
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
