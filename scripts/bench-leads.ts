/**
 * `npm run bench:leads`: lead capture under load. Starts the built server on PGlite, then on a
 * fresh PostgreSQL database when one answers (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
 * sends a fixed number of distinct assessments over 50 concurrent connections and waits for every
 * answer, then counts the stored leads to check that every 2xx answer was stored exactly once. Reports leads/s and latency.
 * Each lead's emails are queued with it and sent by the server's email worker while the load runs;
 * the report says how many were sent and how many were still queued when the server stopped.
 * Targets, printed beside the figures: on PostgreSQL with 2 processes at least 500 leads/s with
 * p95 under 100 ms; on PGlite at least 200 leads/s with no time-out. The PostgreSQL run uses
 * BENCH_WEB_CONCURRENCY server processes (default 2). BENCH_DATABASES picks the runs (`pglite`,
 * `postgres` or both, the default, comma-separated). Build first (`npm run build`).
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import autocannon from 'autocannon'
import pg from 'pg'
import { benchAssessment } from './bench-assessment'
import { cpuSnapshot, cpuSpent, type CpuSpent } from './process-cpu'
import { startTestServer } from './test-server'

const CONNECTIONS = 50
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000)
/** Server processes for the PostgreSQL run (PGlite serves from one process). */
const WEB_CONCURRENCY = Number(process.env.BENCH_WEB_CONCURRENCY ?? 2)
const DATABASES = new Set((process.env.BENCH_DATABASES ?? 'pglite,postgres').split(','))
const unknown = [...DATABASES].filter((name) => name !== 'pglite' && name !== 'postgres')
if (unknown.length) {
  console.error(`BENCH_DATABASES: unknown ${unknown.join(', ')}; use pglite, postgres or both.`)
  process.exit(1)
}

async function load(url: string, serverPid: number) {
  const cpuBefore = cpuSnapshot()
  let sent = 0
  const statuses = new Map<number, number>()
  const started = performance.now()
  let lastAnswer = started
  const result = await autocannon({
    url: `${url}/api/leads/capture`,
    connections: CONNECTIONS,
    // A fixed count, not a duration: every request gets its answer before the leads are counted.
    amount: REQUESTS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: benchAssessment(sent++, 'bench') }),
        onResponse: (status) => {
          lastAnswer = performance.now()
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        },
      },
    ],
  })
  const ok = [...statuses].filter(([s]) => s >= 200 && s < 300).reduce((n, [, c]) => n + c, 0)
  // autocannon notices the end on its once-a-second tick: the run ends with its last answer.
  const seconds = (lastAnswer - started) / 1000
  const cpuAfter = cpuSnapshot()
  const cpu = cpuBefore && cpuAfter ? cpuSpent(cpuBefore, cpuAfter, serverPid) : null
  return { result, statuses, ok, seconds, cpu }
}

interface Stored {
  leads: number
  /** Emails the worker sent (email_log) and those still waiting (email_queue) at the stop. */
  sent: number
  queued: number
}

// Only the benchmark's own leads: the demo data the server seeds has some too.
const COUNTS_SQL = `select (select count(*) from leads where email like 'bench.%')::int as leads,
  (select count(*) from email_log)::int as sent, (select count(*) from email_queue)::int as queued`

interface Target {
  leadsPerSecond: number
  /** The highest p95 latency allowed, if any. */
  p95Ms?: number
}

const TARGETS = {
  pglite: { leadsPerSecond: 200 },
  postgres: { leadsPerSecond: 500, p95Ms: 100 },
} satisfies Record<string, Target>

function report(
  label: string,
  run: Awaited<ReturnType<typeof load>>,
  counts: Stored,
  target: Target,
) {
  const stored = counts.leads
  const { latency } = run.result
  const duration = run.seconds
  const p95 = (latency as unknown as Record<string, number>).p95 ?? latency.p97_5
  const rate = run.ok / duration
  const met =
    rate >= target.leadsPerSecond &&
    (target.p95Ms === undefined || p95 < target.p95Ms) &&
    run.result.timeouts === 0
  const wanted = [
    `≥ ${target.leadsPerSecond} leads/s`,
    ...(target.p95Ms === undefined ? [] : [`p95 < ${target.p95Ms} ms`]),
    'no time-out',
  ].join(', ')
  console.log(
    [
      `${label}: ${rate.toFixed(0)} leads/s (${run.ok} in ${duration.toFixed(1)} s at ${CONNECTIONS} connections)`,
      `  latency p50 ${latency.p50} ms, p95 ${p95} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
      `  target: ${wanted}: ${met ? 'met' : 'not met'}`,
      `  answers: ${[...run.statuses].map(([s, c]) => `${c}× ${s}`).join(', ')}; errors ${run.result.errors}, timeouts ${run.result.timeouts}`,
      `  stored leads: ${stored} for ${run.ok} 2xx answers: ${stored === run.ok ? 'each stored exactly once' : 'MISMATCH'}`,
      `  emails: ${counts.sent} sent by the worker, ${counts.queued} still queued at the stop`,
      ...(run.cpu ? [cpuLine(run.cpu, run.ok, label === 'PGlite')] : []),
    ].join('\n'),
  )
  return stored === run.ok
}

/** CPU per acknowledged lead by group: with two cores, 2,000 ms a second is all there is. */
function cpuLine(cpu: CpuSpent, leads: number, embedded: boolean) {
  const perLead = (seconds: number) => `${((seconds * 1000) / leads).toFixed(2)} ms`
  // PGlite runs inside the server process; PostgreSQL's own processes serve other databases then.
  const postgres = embedded ? 0 : cpu.postgres
  const parts = [
    `server ${perLead(cpu.server)}${embedded ? ' (with PGlite)' : ''}`,
    ...(embedded ? [] : [`PostgreSQL ${perLead(postgres)}`]),
    `load generator ${perLead(cpu.loadGenerator)}`,
  ]
  return `  CPU per lead: ${parts.join(', ')}; ${perLead(cpu.server + postgres + cpu.loadGenerator)} in all`
}

const server = { RATE_LIMIT_MULTIPLIER: '1000000' }
let consistent = true

// PGlite: the leads are counted by reopening the data folder once the server has stopped.
if (DATABASES.has('pglite')) {
  const app = await startTestServer(server)
  const run = await load(app.url, app.pid)
  await app.stop({ keepDataDir: true })
  const db = new PGlite(path.join(app.dataDir, 'pglite'))
  const { rows } = await db.query<Stored>(COUNTS_SQL)
  await db.close()
  rmSync(app.dataDir, { recursive: true, force: true })
  consistent = report('PGlite', run, rows[0]!, TARGETS.pglite) && consistent
  // The kernel writes the PGlite run's files out in the background: let it finish before the
  // next run, so that its disk and CPU work is not counted against PostgreSQL.
  execFileSync('sync')
}

// PostgreSQL, on a database created for this run and dropped afterwards.
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const admin = new pg.Client({ connectionString: adminUrl })
const reachable =
  DATABASES.has('postgres') &&
  (await admin.connect().then(
    () => true,
    () => false,
  ))
if (reachable) {
  const name = `wealthward_bench_${randomBytes(4).toString('hex')}`
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    const app = await startTestServer({
      ...server,
      DATABASE_URL: url.href,
      WEB_CONCURRENCY: String(WEB_CONCURRENCY),
    })
    const run = await load(app.url, app.pid)
    await app.stop()
    const client = new pg.Client({ connectionString: url.href })
    await client.connect()
    const { rows } = await client.query<Stored>(COUNTS_SQL)
    await client.end()
    const label = `PostgreSQL, ${WEB_CONCURRENCY} server process${WEB_CONCURRENCY === 1 ? '' : 'es'}`
    consistent = report(label, run, rows[0]!, TARGETS.postgres) && consistent
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
} else if (DATABASES.has('postgres')) {
  console.log(`PostgreSQL: nothing answers at ${adminUrl}; skipped.`)
}
process.exit(consistent ? 0 : 1)
