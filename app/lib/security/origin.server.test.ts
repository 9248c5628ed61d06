import { expect, test } from 'vitest'
import { isCrossSiteWrite } from './origin.server'

const site = 'https://wealthward.example'
const post = (headers: { origin?: string; secFetchSite?: string; host?: string }) => ({
  method: 'POST',
  protocol: 'https',
  ...headers,
})

test('reads are never refused', () => {
  expect(
    isCrossSiteWrite({ method: 'GET', protocol: 'https', origin: 'https://evil.example' }, site),
  ).toBe(false)
})

test('a form or fetch from this site passes; one from another site is refused', () => {
  expect(isCrossSiteWrite(post({ origin: 'https://wealthward.example' }), site)).toBe(false)
  expect(
    isCrossSiteWrite(
      post({ origin: 'http://localhost:4000', host: 'localhost:4000' }),
      'http://localhost:4000',
    ),
  ).toBe(false)
  expect(isCrossSiteWrite(post({ origin: 'https://evil.example' }), site)).toBe(true)
  expect(isCrossSiteWrite(post({ origin: 'https://wealthward.example.evil.example' }), site)).toBe(
    true,
  )
  expect(isCrossSiteWrite(post({ origin: 'null' }), site)).toBe(true)
})

test('without Origin, Sec-Fetch-Site decides; without either, it is not a browser page', () => {
  expect(isCrossSiteWrite(post({ secFetchSite: 'same-origin' }), site)).toBe(false)
  expect(isCrossSiteWrite(post({ secFetchSite: 'cross-site' }), site)).toBe(true)
  expect(isCrossSiteWrite(post({ secFetchSite: 'same-site' }), site)).toBe(true)
  expect(isCrossSiteWrite(post({}), site)).toBe(false)
})
