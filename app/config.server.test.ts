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
