/**
 * `npm run bench:soak`: the server's memory at idle and through a long mixed load. Starts the built
 * app (one process) on the embedded database, or on a fresh PostgreSQL database with
 * `BENCH_DATABASE=postgres` (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), reads its
 * resident memory once idle, then sends a mixed load over loopback for BENCH_SOAK_SECONDS
 * (default 600): anonymous pages, pages with a query (rendered each time), blog searches, the
 * OpenAPI document, newsletter sign-ups and assessments. It samples the resident memory every
 * 10 seconds and prints idle, after the first minute, peak and end, with the targets: idle under
 * 300 MB (PGlite) or 150 MB (PostgreSQL), and growth from the first minute to the end under 10 %.
 * Build first (`npm run build`).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import pg from 'pg'
import { benchAssessment } from './bench-assessment'
import { startTestServer, type TestServer } from './test-server'

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600)
const SAMPLE_MS = 10_000
const WARM_UP_MS = 60_000
const postgres = process.env.BENCH_DATABASE === 'postgres'
const IDLE_TARGET_MB = postgres ? 150 : 300
const GROWTH_TARGET = 0.1

/** Resident memory of a process, in MB (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN)
  return kb / 1024
}

async function soak(server: TestServer) {
  let n = 0
  const pages = [
    '/',
    '/blog',
    '/blog/debt-snowball-vs-avalanche',
    '/calculators/compound-interest',
    '/calculators/retirement',
    '/privacy',
  ]
  const run = autocannon({
    url: server.url,
    connections: 8,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          n++
          const kind = n % 20
          if (kind < 12) return { ...request, method: 'GET', path: pages[n % pages.length]! }
          if (kind < 14)
            // A query string is never kept: these are rendered every time.
            return { ...request, method: 'GET', path: `/blog?category=investing&page=${n % 3}` }
          if (kind < 16)
            return { ...request, method: 'GET', path: `/api/blog/search?query=debt+${n % 50}` }
          if (kind === 16) return { ...request, method: 'GET', path: '/api/openapi.json' }
          if (kind === 17)
            return {
              ...request,
              method: 'POST',
              path: '/api/newsletter/subscribe',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: `soak.${n}.${randomUUID()}@example.com` }),
            }
          return {
            ...request,
            method: 'POST',
            path: '/api/leads/capture',
            headers: { 'content-type': 'application/json' },
            body: benchAssessment(n, 'soak'),
          }
        },
      },
    ],
  })
  const samples: { at: number; mb: number }[] = []
  const started = Date.now()
  const timer = setInterval(() => {
    samples.push({ at: Date.now() - started, mb: residentMb(server.pid) })
  }, SAMPLE_MS)
  const result = await run
  clearInterval(timer)
  samples.push({ at: Date.now() - started, mb: residentMb(server.pid) })
  return { result, samples }
}

async function main() {
  let databaseUrl = ''
  let drop: (() => Promise<void>) | undefined
  if (postgres) {
    const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
    const name = `wealthward_soak_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.href
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }
  try {
    const server = await startTestServer({
      RATE_LIMIT_MULTIPLIER: '1000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    })
    try {
      // Idle: started, the demo data seeded, nothing asked yet but /healthz. Start-up leaves
      // garbage that the first collections return a few seconds later: measured after they ran.
      await new Promise((resolve) => setTimeout(resolve, 20_000))
      const idle = residentMb(server.pid)
      const { result, samples } = await soak(server)
      const afterWarmUp = samples.find((s) => s.at >= WARM_UP_MS) ?? samples[0]!
      const end = samples.at(-1)!
      const peak = Math.max(...samples.map((s) => s.mb))
      const growth = (end.mb - afterWarmUp.mb) / afterWarmUp.mb
      const non2xx = result.non2xx
      console.log(
        [
          `${postgres ? 'PostgreSQL' : 'PGlite'}, one server process, ${SECONDS} s mixed load at 8 connections`,
          `  requests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s), non-2xx ${non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
          `  (every request of the mix expects a 2xx: a non-2xx answer is a failure of the run)`,
          `  resident memory: idle ${idle.toFixed(0)} MB (target < ${IDLE_TARGET_MB}), after 1 min ${afterWarmUp.mb.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, end ${end.mb.toFixed(0)} MB`,
          `  growth from 1 min to the end: ${(growth * 100).toFixed(1)} % (target < ${GROWTH_TARGET * 100} %)`,
          `  samples (s: MB): ${samples.map((s) => `${Math.round(s.at / 1000)}: ${s.mb.toFixed(0)}`).join(', ')}`,
          idle < IDLE_TARGET_MB && growth < GROWTH_TARGET && non2xx === 0 && result.errors === 0
            ? 'Targets met.'
            : 'Targets missed.',
        ].join('\n'),
      )
    } finally {
      await server.stop()
    }
  } finally {
    await drop?.()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
