import { afterAll, expect, test } from 'vitest'
import { createUserWithSession, TEST_PASSWORD } from '../../../tests/factories'
import { startMockProvider } from '../../../tests/mock-oauth-provider'
import { callRoute, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'

// The site's own address is plain http here (as in development or behind a TLS-ending proxy):
// whether a cookie is Secure must come from how the request arrived.
const provider = await startMockProvider()
afterAll(() => provider.stop())
Object.assign(process.env, provider.envFor('google'))
const { db } = await setUpTestDatabase()
const loginRoute = await import('~/routes/api.auth.login')
const logoutRoute = await import('~/routes/api.auth.logout')
const startRoute = await import('~/routes/api.auth.$provider')
const callbackRoute = await import('~/routes/api.auth.$provider.callback')
const viewRoute = await import('~/routes/api.blog.slug.$slug.view')

const SITE = 'http://localhost:3000'
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const isSecure = (setCookie: string) => setCookie.split('; ').includes('Secure')

test('the session cookie is Secure when the request came over HTTPS, and only then', async () => {
  for (const secure of [true, false]) {
    const { user } = await createUserWithSession(db)
    const login = await callRoute(
      loginRoute.action,
      jsonRequest('/api/auth/login', { email: user.email, password: TEST_PASSWORD }),
      {},
      { secure },
    )
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie')!
    expect(cookie).toMatch(/^ww_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/)
    expect(isSecure(cookie)).toBe(secure)

    const logout = await callRoute(
      logoutRoute.action,
      new Request(`${SITE}/api/auth/logout`, {
        method: 'POST',
        headers: { Cookie: cookie.split(';')[0]! },
      }),
      {},
      { secure },
    )
    const cleared = logout.headers.get('set-cookie')!
    expect(cleared).toMatch(/^ww_session=; .*Max-Age=0/)
    expect(isSecure(cleared)).toBe(secure)
  }
})

test('the OAuth state cookie is Secure over HTTPS, when set and when cleared', async () => {
  for (const secure of [true, false]) {
    const start = await callRoute(
      startRoute.loader,
      new Request(`${SITE}/api/auth/google`),
      { provider: 'google' },
      { secure },
    )
    expect(start.status).toBe(302)
    const state = start.headers.get('set-cookie')!
    expect(state).toMatch(/^ww_oauth_google=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/)
    expect(isSecure(state)).toBe(secure)

    // Coming back without a sign-in in progress still clears the cookie.
    const back = await callRoute(
      callbackRoute.loader,
      new Request(`${SITE}/api/auth/google/callback?state=x&code=y`),
      { provider: 'google' },
      { secure },
    )
    expect(back.status).toBe(302)
    const cleared = back.headers.getSetCookie().find((c) => c.startsWith('ww_oauth_google='))!
    expect(cleared).toMatch(/Max-Age=0/)
    expect(isSecure(cleared)).toBe(secure)
  }
})

test('the article-view cookie is Secure over HTTPS', async () => {
  for (const secure of [true, false]) {
    const view = await callRoute(
      viewRoute.action,
      new Request(`${SITE}/api/blog/slug/sinking-funds/view`, {
        method: 'POST',
        headers: { 'User-Agent': BROWSER },
      }),
      { slug: 'sinking-funds' },
      { secure },
    )
    const cookie = view.headers.get('set-cookie')!
    expect(cookie).toMatch(/^ww_viewed=sinking-funds; Path=\/api\/blog\/slug; HttpOnly/)
    expect(isSecure(cookie)).toBe(secure)
  }
})
