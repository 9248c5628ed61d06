import { afterEach, expect, test, vi } from 'vitest'

const { SITE_COOKIES } = await import('~/lib/security/site-cookies')

/** The module with a fresh configuration read from SITE_URL. */
async function cookiesFor(siteUrl: string) {
  vi.resetModules()
  vi.stubEnv('SITE_URL', siteUrl)
  return import('./cookies.server')
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

test('on an http site, cookies are Secure exactly when the request came over HTTPS', async () => {
  const { secureCookies, siteCookieName } = await cookiesFor('http://localhost:3000')
  expect(secureCookies({ secure: true })).toBe(true)
  expect(secureCookies({ secure: false })).toBe(false)
  // Without the prefix: a browser keeps a __Host- cookie only when it is Secure.
  expect(siteCookieName(SITE_COOKIES.session)).toBe('ww_session')
  expect(siteCookieName(SITE_COOKIES.viewed)).toBe('ww_viewed')
})

test('on an https site, cookies are always Secure and carry the __Host- prefix', async () => {
  const { secureCookies, siteCookieName } = await cookiesFor('https://wealthward.example')
  expect(secureCookies({ secure: false })).toBe(true)
  expect(secureCookies({ secure: true })).toBe(true)
  expect(siteCookieName(SITE_COOKIES.session)).toBe('__Host-ww_session')
  // A cookie sent only to one path cannot carry the prefix (it needs Path=/).
  expect(siteCookieName(SITE_COOKIES.viewed)).toBe('ww_viewed')
})

test('every cookie is HttpOnly and SameSite=Lax, with its path and lifetime', async () => {
  const { siteCookie } = await cookiesFor('http://localhost:3000')
  expect(siteCookie(SITE_COOKIES.session, 'abc', { secure: true, maxAgeSeconds: 60 })).toBe(
    'ww_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=60',
  )
  expect(siteCookie(SITE_COOKIES.viewed, 'a.b', { secure: false })).toBe(
    'ww_viewed=a.b; Path=/api/blog/slug; HttpOnly; SameSite=Lax',
  )
  expect(siteCookie(SITE_COOKIES.session, '', { secure: false, maxAgeSeconds: 0 })).toBe(
    'ww_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
  )
})

test('a cookie is read by its exact name', async () => {
  const { readSiteCookie } = await cookiesFor('http://localhost:3000')
  const request = new Request('http://localhost/', {
    headers: { cookie: 'other_ww_session=x; ww_session=a=b; ww_lead=' },
  })
  expect(readSiteCookie(request, SITE_COOKIES.session)).toBe('a=b')
  expect(readSiteCookie(request, SITE_COOKIES.lead)).toBe('')
  expect(readSiteCookie(request, SITE_COOKIES.viewed)).toBeNull()
})
