import { startTestServer, type TestServer } from '../../scripts/test-server'
import { expect, test } from './fixtures'

// A server behind one trusted proxy (TRUST_PROXY=1) whose own address is plain http, as when TLS
// ends at the proxy: the proxy's X-Forwarded-Proto says whether the visitor used HTTPS.
test.describe.configure({ mode: 'serial' })

let server: TestServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startTestServer({
    TRUST_PROXY: '1',
    // Configured so that the OAuth start sets its state cookie; no provider is called.
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
  })
})
test.afterAll(async () => {
  if (server) await server.stop()
})

const DEMO = { email: 'demo@wealthward.test', password: 'wealthward-demo-1' }
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const overHttps = { 'X-Forwarded-Proto': 'https' }

/** The Set-Cookie headers of an answer, and whether each is Secure. */
async function cookiesOf(answer: Response) {
  expect(answer.status).toBeLessThan(400)
  return answer.headers.getSetCookie().map((cookie) => ({
    name: cookie.split('=')[0],
    secure: cookie.split('; ').includes('Secure'),
  }))
}

const login = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(DEMO),
  })
const oauthStart = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/auth/google`, { headers, redirect: 'manual' })
const articleView = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/blog/slug/sinking-funds/view`, {
    method: 'POST',
    headers: { 'User-Agent': BROWSER, ...headers },
  })

test('behind a trusted proxy, every cookie is Secure when the visitor came over HTTPS', async () => {
  expect(await cookiesOf(await login(server.url, overHttps))).toEqual([
    { name: 'ww_session', secure: true },
  ])
  expect(await cookiesOf(await oauthStart(server.url, overHttps))).toEqual([
    { name: 'ww_oauth_google', secure: true },
  ])
  expect(await cookiesOf(await articleView(server.url, overHttps))).toEqual([
    { name: 'ww_viewed', secure: true },
  ])
})

test('behind a trusted proxy, a visit over plain HTTP gets cookies without Secure', async () => {
  expect(await cookiesOf(await login(server.url))).toEqual([{ name: 'ww_session', secure: false }])
  expect(await cookiesOf(await oauthStart(server.url))).toEqual([
    { name: 'ww_oauth_google', secure: false },
  ])
  expect(await cookiesOf(await articleView(server.url))).toEqual([
    { name: 'ww_viewed', secure: false },
  ])
})

test('without TRUST_PROXY the forwarded header is not believed', async ({ baseURL }) => {
  // The shared test server trusts no proxy: anyone could send that header.
  expect(await cookiesOf(await login(baseURL!, overHttps))).toEqual([
    { name: 'ww_session', secure: false },
  ])
  expect(await cookiesOf(await articleView(baseURL!, overHttps))).toEqual([
    { name: 'ww_viewed', secure: false },
  ])
})
