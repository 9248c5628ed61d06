import { spawn } from 'node:child_process'
import http from 'node:http'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { expect, onTestFinished, test } from 'vitest'
import { send, type Outcome, type Target } from '../scripts/load-client'

const CLIENTS = 16

/**
 * The test server (tests/draining-server.ts: the site's stop, without the site) on PostgreSQL when
 * TEST_POSTGRES_URL is set, each request spending a moment in the database, else on a timer.
 */
async function startDrainingServer(drainSeconds: number) {
  const adminUrl = process.env.TEST_POSTGRES_URL
  let databaseUrl = ''
  let drop = async () => {}
  if (adminUrl) {
    const name = `wealthward_drain_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.href
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
  }
  const child = spawn(process.execPath, [path.resolve('tests/draining-server.ts')], {
    env: {
      ...process.env,
      SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /"port":(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)))
  })
  return { child, port, exited, drop, output: () => output }
}

test('a server stopped under load from 16 clients answers every request it was sent, and fails its health check while it drains', async () => {
  const server = await startDrainingServer(2)
  const target: Target = { host: '127.0.0.1', port: server.port }
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
  const outcomes: { outcome: Outcome; afterSignal: boolean }[] = []
  const health: number[] = []
  let signalled = false
  // The clients stand for a load balancer: they send to the server while its health check
  // passes (checked every 100 ms), as a balancer takes a failing server out of rotation.
  let inRotation = true
  let n = 0
  // Also when an assertion fails midway: no client, server or database is left behind.
  onTestFinished(async () => {
    inRotation = false
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
    keepAlive.destroy()
    await server.drop()
  })
  const client = async (index: number) => {
    while (inRotation) {
      // Half of them on kept-alive connections, half on a new connection every time.
      const outcome = await send(
        target,
        { method: 'POST', path: '/work', body: JSON.stringify({ n: n++ }) },
        index % 2 ? keepAlive : undefined,
      )
      outcomes.push({ outcome, afterSignal: signalled })
    }
  }
  const healthCheck = async () => {
    while (inRotation) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const outcome = await send(target, { method: 'GET', path: '/healthz' })
      if (outcome.kind === 'answered') health.push(outcome.status)
      if (outcome.kind !== 'answered' || outcome.status !== 200) inRotation = false
    }
  }
  const running = [...Array.from({ length: CLIENTS }, (_, i) => client(i)), healthCheck()]
  // Mid-load: once a few hundred requests have been answered.
  await expect.poll(() => outcomes.length, { timeout: 15_000, interval: 20 }).toBeGreaterThan(200)
  signalled = true
  server.child.kill('SIGTERM')
  await Promise.all(running)
  // Out of rotation, still within the drain: a request that comes anyway is answered, and told
  // to close its connection.
  const late = await send(target, { method: 'POST', path: '/work', body: '{}' }, keepAlive)
  const code = await server.exited
  const afterExit = await send(target, { method: 'GET', path: '/healthz' })

  const resets = outcomes.filter(({ outcome }) => outcome.kind === 'reset')
  expect(
    resets.map(({ outcome }) => outcome),
    server.output(),
  ).toEqual([])
  const statuses = outcomes.map(({ outcome }) =>
    outcome.kind === 'answered' ? outcome.status : outcome.kind,
  )
  expect(new Set(statuses)).toEqual(new Set([200]))
  // Requests sent after the signal, before the health check told the clients, were answered.
  expect(outcomes.filter(({ afterSignal }) => afterSignal).length).toBeGreaterThan(0)
  expect(health.at(-1)).toBe(503)
  expect(late).toMatchObject({ kind: 'answered', status: 200, headers: { connection: 'close' } })
  expect(code, server.output()).toBe(0)
  expect(afterExit.kind).toBe('refused')
}, 30_000)
