import { send } from '../../scripts/load-client'
import { startTestServer, type TestServer } from '../../scripts/test-server'
import { sendRaw } from '../hostile-requests'
import { expect, test } from './fixtures'

// These tests start their own server: with low rate limits and request logging on.
test.describe.configure({ mode: 'serial' })

let server: TestServer
test.beforeAll(async () => {
  // A fresh embedded database can take a while to create on a busy machine.
  test.setTimeout(120_000)
  // Newsletter limit 10 per 10 minutes × 0.1 = 1.
  server = await startTestServer({
    RATE_LIMIT_MULTIPLIER: '0.1',
    LOG_REQUESTS: 'true',
    // The last test stops it as a deployment does: draining first.
    SHUTDOWN_DRAIN_SECONDS: '2',
  })
})
test.afterAll(async () => {
  if (server) await server.stop()
})

test('the server refuses a second sign-up from one address with 429 and a JSON body', async ({
  request,
}) => {
  const url = `${server.url}/api/newsletter/subscribe`
  const first = await request.post(url, {
    data: { email: 'first.limit@example.com', source: 'home' },
  })
  expect(first.status()).toBe(200)
  const second = await request.post(url, {
    data: { email: 'second.limit@example.com', source: 'home' },
  })
  expect(second.status()).toBe(429)
  expect(Number(second.headers()['retry-after'])).toBeGreaterThan(0)
  const body = await second.json()
  expect(body.error).toMatch(/Too many requests/)
  // Reading pages is never limited.
  expect((await request.get(`${server.url}/`)).status()).toBe(200)
})

test('asking for a second reset link from one address gets 429 and a JSON body', async ({
  request,
}) => {
  // Account-email limit 10 per 10 minutes × 0.1 = 1.
  const url = `${server.url}/api/auth/forgot-password`
  const first = await request.post(url, { data: { email: 'reset.limit@example.com' } })
  expect(first.status()).toBe(202)
  const second = await request.post(url, { data: { email: 'other.reset.limit@example.com' } })
  expect(second.status()).toBe(429)
  expect(Number(second.headers()['retry-after'])).toBeGreaterThan(0)
  expect((await second.json()).error).toMatch(/Too many requests/)
})

test('a rate limit counts its route however the path is spelt', async () => {
  // Privacy-request limit 10 per 10 minutes × 0.1 = 1: the first request passes, every other
  // spelling of the same route is the second.
  const post = (target: string, method = 'POST') =>
    sendRaw(Number(new URL(server.url).port), {
      method,
      target,
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      body: 'email=rate.variant%40example.com&kind=do-not-sell',
    })
  expect((await post('/do-not-sell')).status).not.toBe(429)
  for (const [target, method] of [
    ['/do-not-sell/', 'POST'],
    ['/DO-NOT-SELL', 'POST'],
    ['/Do-Not-Sell/', 'POST'],
    ['/do-not-sell.data', 'POST'],
    ['/do%2Dnot%2Dsell', 'POST'],
    ['/%64o-not-sell?index', 'POST'],
    ['/do-not-sell', 'PUT'],
  ])
    expect((await post(target!, method)).status, `${method} ${target}`).toBe(429)
})

test('request logs are JSON lines with the path but never the query string or an email', async ({
  request,
}) => {
  await request.get(`${server.url}/privacy?email=secret.person@example.com&token=abc123`)
  await expect.poll(() => server.output()).toContain('"path":"/privacy"')
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"request"'))
  expect(lines.length).toBeGreaterThan(0)
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
  expect(server.output()).not.toContain('secret.person@example.com')
  expect(server.output()).not.toContain('abc123')
  expect(server.output()).not.toContain('first.limit@example.com')
})

test('a malformed URL gets an error page without a stack trace', async ({ request }) => {
  const response = await request.get(`${server.url}/%E0%A4%A`)
  expect(response.status()).toBeGreaterThanOrEqual(400)
  const body = await response.text()
  expect(body).not.toMatch(/at .*\.(js|ts):\d+/)
  expect(body).not.toContain('node_modules')
})

test('scripts are served precompressed: Brotli when accepted, else gzip, else plain', async () => {
  // A page React runs (the home page runs its own script: decision 060).
  const blog = await (await fetch(`${server.url}/blog`)).text()
  const script = blog.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0]
  expect(script).toBeDefined()
  const plain = await fetch(`${server.url}${script}`, {
    headers: { 'accept-encoding': 'identity' },
  })
  const source = await plain.text()
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(source.length).toBeGreaterThan(10_000)

  for (const [accept, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    // Node's fetch decodes the body itself, so the decoded text is compared with the plain file.
    const response = await fetch(`${server.url}${script}`, {
      headers: { 'accept-encoding': accept },
    })
    expect(response.headers.get('content-encoding'), accept).toBe(encoding)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(Number(response.headers.get('content-length'))).toBeLessThan(source.length / 3)
    expect(await response.text()).toBe(source)
  }
  // A missing asset is still a plain 404.
  const missing = await fetch(`${server.url}/assets/missing-0000.js`, {
    headers: { 'accept-encoding': 'br' },
  })
  expect(missing.status).toBe(404)
})

test('a second server on the same data folder stops at once, naming the folder', async () => {
  test.setTimeout(120_000)
  let refusal = ''
  try {
    const second = await startTestServer({}, { dataDir: server.dataDir })
    await second.stop({ keepDataDir: true })
  } catch (error) {
    refusal = (error as Error).message
  }
  expect(refusal).toMatch(/exited with code [1-9]/)
  expect(refusal).toContain(`The database folder ${server.dataDir}/pglite is already in use`)
  // The first server is untouched and still answers.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
})

test('SIGTERM drains: the health check fails at once while pages are still served, then the server stops cleanly', async () => {
  const target = { host: '127.0.0.1', port: Number(new URL(server.url).port) }
  process.kill(server.pid, 'SIGTERM')
  await expect
    .poll(async () => {
      const health = await send(target, { method: 'GET', path: '/healthz' })
      return health.kind === 'answered' ? health.status : health.kind
    })
    .toBe(503)
  const page = await send(target, { method: 'GET', path: '/privacy' })
  expect(page).toMatchObject({ kind: 'answered', status: 200, headers: { connection: 'close' } })
  const code = await server.stop()
  expect(code).toBe(0)
  expect(server.output()).toContain('"msg":"shutting down"')
})
