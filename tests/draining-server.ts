/**
 * A small HTTP server that stops as the site's server does (server/graceful-shutdown.ts, wired the
 * same way in server.ts), for the drain test: the site itself needs its production build, which
 * the unit and integration tests run before. Each request to `/work` reads its body and spends a
 * moment in PostgreSQL (`DATABASE_URL`) or, without one, on a timer; `/healthz` answers 503 while
 * it drains. It prints `{"port": N}` once it listens (PORT, default any free one) and exits 0
 * after a clean stop on SIGTERM.
 */
import { createServer } from 'node:http'
import pg from 'pg'
import { gracefulShutdown, shutdownLimitMs } from '../server/graceful-shutdown.ts'

const drainSeconds = Number(process.env.SHUTDOWN_DRAIN_SECONDS ?? 0)
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  : null
// A connection the database ends (the test drops it afterwards) fails a request, not the process.
pool?.on('error', () => {})

const work = async () => {
  if (pool) await pool.query('select pg_sleep(0.01)')
  else await new Promise((resolve) => setTimeout(resolve, 10))
}

const server = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(shutdown.draining ? 503 : 200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ status: shutdown.draining ? 'draining' : 'ok' }))
    return
  }
  let size = 0
  req.on('data', (chunk: Buffer) => (size += chunk.length))
  req.on('end', () => {
    work().then(
      () => {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ received: size }))
      },
      () => {
        res.writeHead(500).end()
      },
    )
  })
})
const limitMs = shutdownLimitMs(drainSeconds)
const shutdown = gracefulShutdown(server, {
  drainMs: drainSeconds * 1000,
  limitMs: limitMs - 2_000,
})

process.once('SIGTERM', () => {
  const forced = setTimeout(() => process.exit(1), limitMs)
  forced.unref()
  void shutdown.stop().then(async (finished) => {
    await pool?.end()
    process.exit(finished ? 0 : 2)
  })
})

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address()
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }))
})
