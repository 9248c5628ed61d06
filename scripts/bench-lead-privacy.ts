/**
 * `npm run bench:lead-privacy`: does POST /api/leads/capture take about as long for an address on
 * file as for a new one (DECISIONS §3: the API must not tell which addresses are on file)? Starts
 * the built server on PGlite, then on a fresh PostgreSQL database when one answers (DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/test), and sends ROUNDS pairs one after the other: a
 * qualified assessment for a new address, then different answers for that same address from a
 * client without its cookie (held for the owner). Reports the median and 90th percentile of each
 * and their ratio, and checks both answers have the same status and keys. Build first.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import pg from 'pg'
import { startTestServer } from './test-server'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50)
const WARM_UP = 10
const STATES = ['OH', 'CA', 'TX', 'FL', 'NY', 'PA', 'GA', 'NC', 'MI', 'IL']

function assessment(i: number, email: string, again: boolean) {
  return JSON.stringify({
    firstName: again ? 'Other' : 'Bench',
    lastName: `Visitor${i}`,
    email,
    age: 30 + (i % 40),
    city: 'Springfield',
    state: STATES[i % STATES.length],
    annualIncome: again ? 150_000 : 140_000,
    totalDebt: 0,
    emergencyFund: 45_000,
    monthlyExpenses: 5_500,
    investableAssets: 200_000,
    creditScore: 790,
    emailConsent: true,
  })
}

async function post(url: string, body: string) {
  const started = performance.now()
  const response = await fetch(`${url}/api/leads/capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body,
  })
  const answer = (await response.json()) as Record<string, unknown>
  return { ms: performance.now() - started, status: response.status, keys: Object.keys(answer) }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}

async function measure(label: string, url: string) {
  const times = { new: [] as number[], known: [] as number[] }
  let same = true
  for (let i = 0; i < WARM_UP + ROUNDS; i++) {
    const email = `privacy.${i}.${randomUUID()}@example.com`
    const first = await post(url, assessment(i, email, false))
    const second = await post(url, assessment(i, email, true))
    same &&=
      first.status === 201 &&
      second.status === first.status &&
      JSON.stringify(second.keys) === JSON.stringify(first.keys)
    if (i < WARM_UP) continue
    times.new.push(first.ms)
    times.known.push(second.ms)
  }
  const row = (name: string, values: number[]) =>
    `${name} median ${quantile(values, 0.5).toFixed(1)} ms, p90 ${quantile(values, 0.9).toFixed(1)} ms`
  const ratio = quantile(times.known, 0.5) / quantile(times.new, 0.5)
  console.log(
    [
      `${label}: ${ROUNDS} new and ${ROUNDS} known addresses, one request at a time`,
      `  ${row('new address:  ', times.new)}`,
      `  ${row('known address:', times.known)}`,
      `  known / new median: ${ratio.toFixed(2)}; same status and keys: ${same ? 'yes' : 'NO'}`,
    ].join('\n'),
  )
  return same
}

const server = { RATE_LIMIT_MULTIPLIER: '1000000' }
let consistent = true
{
  const app = await startTestServer(server)
  try {
    consistent = (await measure('PGlite', app.url)) && consistent
  } finally {
    await app.stop()
  }
}

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const admin = new pg.Client({ connectionString: adminUrl })
const reachable = await admin.connect().then(
  () => true,
  () => false,
)
if (reachable) {
  const name = `wealthward_bench_${randomBytes(4).toString('hex')}`
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    const app = await startTestServer({ ...server, DATABASE_URL: url.href })
    try {
      consistent = (await measure('PostgreSQL', app.url)) && consistent
    } finally {
      await app.stop()
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
} else {
  console.log(`PostgreSQL: nothing answers at ${adminUrl}; skipped.`)
}
process.exit(consistent ? 0 : 1)
