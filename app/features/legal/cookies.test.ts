import { expect, test } from 'vitest'
import { ownerProofCookie } from '~/features/leads/index.server'
import { beginSocialSignIn, PENDING_SIGN_IN_SECONDS } from '~/features/auth/index.server'
import { SESSION_LIMITS, sessionCookie } from '~/features/auth/index.server'
import { challengeCookie } from '~/features/auth/index.server'
import { viewedCookie } from '~/features/blog/index.server'
import {
  REMEMBER_ME_SECONDS,
  SIGN_IN_CHALLENGE_COOKIE_SECONDS,
  SITE_COOKIES,
  SOCIAL_SIGN_IN_SECONDS,
  STAFF_SESSION_SECONDS,
} from '~/lib/security/site-cookies'

// Both sign-ins configured, so that starting one sets its state cookie (read when first needed).
Object.assign(process.env, {
  GOOGLE_CLIENT_ID: 'google-test-client',
  GOOGLE_CLIENT_SECRET: 'google-test-secret',
  FACEBOOK_CLIENT_ID: 'facebook-test-client',
  FACEBOOK_CLIENT_SECRET: 'facebook-test-secret',
})

test('each cookie is set under the name and for the time the cookie list gives', () => {
  const nameAndAttributes = (setCookie: string) => {
    const [pair, ...attributes] = setCookie.split('; ')
    return { name: pair!.split('=')[0], attributes }
  }
  const { session, lead, viewed } = SITE_COOKIES
  expect(nameAndAttributes(sessionCookie('t'.repeat(43), REMEMBER_ME_SECONDS, false))).toEqual({
    name: session.name,
    attributes: ['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=2592000'],
  })
  expect(
    nameAndAttributes(sessionCookie('t'.repeat(43), null, false)).attributes,
  ).not.toContainEqual(expect.stringMatching(/^Max-Age/))
  expect(SESSION_LIMITS.user.persistent.absolute).toBe(REMEMBER_ME_SECONDS)
  expect(SESSION_LIMITS.advisor.persistent.absolute).toBe(STAFF_SESSION_SECONDS)
  expect(SESSION_LIMITS.admin.persistent.absolute).toBe(STAFF_SESSION_SECONDS)
  expect(nameAndAttributes(ownerProofCookie('l'.repeat(43), false))).toEqual({
    name: lead.name,
    attributes: ['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=86400'],
  })
  expect(nameAndAttributes(viewedCookie(['a-post'], true))).toEqual({
    name: viewed.name,
    attributes: ['Path=/api/blog/slug', 'HttpOnly', 'SameSite=Lax', 'Secure'],
  })
  expect(nameAndAttributes(challengeCookie('c'.repeat(43), false))).toEqual({
    name: SITE_COOKIES.signIn.name,
    attributes: [
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${SIGN_IN_CHALLENGE_COOKIE_SECONDS}`,
    ],
  })
  expect(PENDING_SIGN_IN_SECONDS).toBe(SOCIAL_SIGN_IN_SECONDS)
  for (const [provider, cookie] of [
    ['google', SITE_COOKIES.oauthGoogle],
    ['facebook', SITE_COOKIES.oauthFacebook],
  ] as const) {
    const started = beginSocialSignIn(provider, { redirectTo: '/dashboard', secure: false })
    expect(nameAndAttributes(started!.setCookie)).toEqual({
      name: cookie.name,
      attributes: ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${SOCIAL_SIGN_IN_SECONDS}`],
    })
  }
})
