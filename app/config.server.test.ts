import { expect, test } from 'vitest'
import { parseConfig } from './config.server'

test('defaults give a working local configuration', () => {
  const config = parseConfig({})
  expect(config.PORT).toBe(3000)
  expect(config.SITE_URL).toBe('http://localhost:3000')
  expect(config.DATA_DIR).toBe('./data')
  expect(config.RATE_LIMIT_MULTIPLIER).toBe(1)
  expect(config.NEWSLETTER_MONTHLY_GOAL).toBe(1000)
  expect(config.isProduction).toBe(false)
  expect(config.DATABASE_URL).toBeUndefined()
})

test('SITE_URL loses its trailing slash and follows PORT when unset', () => {
  expect(parseConfig({ SITE_URL: 'https://example.com/' }).SITE_URL).toBe('https://example.com')
  expect(parseConfig({ PORT: '4100' }).SITE_URL).toBe('http://localhost:4100')
})

test('empty variables count as unset', () => {
  expect(parseConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined()
})

test('a bad value stops start-up with a message naming every bad variable', () => {
  expect(() =>
    parseConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      RATE_LIMIT_MULTIPLIER: '-2',
      SEED_DEMO: 'yes',
    }),
  ).toThrowError(
    /Invalid environment configuration:[\s\S]*PORT[\s\S]*DATABASE_URL[\s\S]*RATE_LIMIT_MULTIPLIER[\s\S]*SEED_DEMO/,
  )
})

test('PostgreSQL URLs and in-memory PGlite are accepted as DATABASE_URL', () => {
  expect(
    parseConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).DATABASE_URL,
  ).toContain('postgres://')
  expect(parseConfig({ DATABASE_URL: 'memory://' }).DATABASE_URL).toBe('memory://')
})

test('more than one server process needs PostgreSQL', () => {
  expect(parseConfig({}).WEB_CONCURRENCY).toBe(1)
  expect(() => parseConfig({ WEB_CONCURRENCY: '2' })).toThrow(
    /WEB_CONCURRENCY: above 1 needs a PostgreSQL DATABASE_URL/,
  )
  expect(() => parseConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'memory://' })).toThrow(
    /WEB_CONCURRENCY/,
  )
  const config = parseConfig({
    WEB_CONCURRENCY: '2',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
  })
  expect(config.WEB_CONCURRENCY).toBe(2)
})

test('a stopping server drains for 5 seconds in production and not at all elsewhere, unless told', () => {
  expect(parseConfig({ NODE_ENV: 'production' }).SHUTDOWN_DRAIN_SECONDS).toBe(5)
  expect(parseConfig({}).SHUTDOWN_DRAIN_SECONDS).toBe(0)
  expect(parseConfig({ NODE_ENV: 'test' }).SHUTDOWN_DRAIN_SECONDS).toBe(0)
  expect(
    parseConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_SECONDS: '0' }).SHUTDOWN_DRAIN_SECONDS,
  ).toBe(0)
  expect(parseConfig({ SHUTDOWN_DRAIN_SECONDS: '2.5' }).SHUTDOWN_DRAIN_SECONDS).toBe(2.5)
  for (const bad of ['-1', 'soon', '301', 'NaN'])
    expect(() => parseConfig({ SHUTDOWN_DRAIN_SECONDS: bad }), bad).toThrow(
      /SHUTDOWN_DRAIN_SECONDS/,
    )
})

test('social sign-in talks to the real providers unless its endpoints are overridden', () => {
  const config = parseConfig({})
  expect(config.GOOGLE_CLIENT_ID).toBeUndefined()
  expect(config.GOOGLE_AUTH_URL).toBe('https://accounts.google.com/o/oauth2/v2/auth')
  expect(config.GOOGLE_TOKEN_URL).toBe('https://oauth2.googleapis.com/token')
  expect(config.GOOGLE_USERINFO_URL).toBe('https://openidconnect.googleapis.com/v1/userinfo')
  expect(config.FACEBOOK_AUTH_URL).toMatch(/^https:\/\/www\.facebook\.com\/v\d+\.0\/dialog\/oauth$/)
  expect(config.FACEBOOK_TOKEN_URL).toMatch(
    /^https:\/\/graph\.facebook\.com\/v\d+\.0\/oauth\/access_token$/,
  )
  expect(config.FACEBOOK_USERINFO_URL).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.0\/me$/)
  expect(parseConfig({ GOOGLE_TOKEN_URL: 'http://127.0.0.1:9400/token' }).GOOGLE_TOKEN_URL).toBe(
    'http://127.0.0.1:9400/token',
  )
  expect(() => parseConfig({ FACEBOOK_AUTH_URL: 'ftp://example.com/oauth' })).toThrow(
    /FACEBOOK_AUTH_URL/,
  )
})

test('the administrator account needs an email and a strong password together', () => {
  const config = parseConfig({
    ADMIN_EMAIL: 'Owner@Example.com',
    ADMIN_PASSWORD: 'long-enough-pass-1',
  })
  expect(config.ADMIN_EMAIL).toBe('owner@example.com')
  expect(config.ADMIN_PASSWORD).toBe('long-enough-pass-1')
  expect(() => parseConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(
    /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together/,
  )
  expect(() =>
    parseConfig({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short-1' }),
  ).toThrow(/ADMIN_PASSWORD: at least 12 characters/)
  expect(() =>
    parseConfig({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'no-digits-in-here' }),
  ).toThrow(/ADMIN_PASSWORD: needs a number/)
  expect(() =>
    parseConfig({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-pass-1' }),
  ).toThrow(/ADMIN_EMAIL/)
})
