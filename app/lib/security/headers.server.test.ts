import { expect, test } from 'vitest'
import { applySecurityHeaders, contentSecurityPolicy } from './headers.server'

const production = { isProduction: true, SITE_URL: 'https://wealthward.example' }

test('production CSP allows scripts only by nonce, with no unsafe-inline or eval for scripts', () => {
  const csp = contentSecurityPolicy({ nonce: 'abc123' }, production)
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))
  expect(scriptSrc).toBe("script-src 'nonce-abc123' 'strict-dynamic' 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain('upgrade-insecure-requests')
})

test('a page served to every anonymous visitor allows its inline scripts by hash', () => {
  const scriptSrc = (hashes: string[]) =>
    contentSecurityPolicy({ hashes }, production)
      .split('; ')
      .find((d) => d.startsWith('script-src'))
  expect(scriptSrc(["'sha256-AAA='", "'sha256-BBB='"])).toBe(
    "script-src 'sha256-AAA=' 'sha256-BBB=' 'strict-dynamic' 'self'",
  )
  expect(scriptSrc([])).toBe("script-src 'self'")
})

test('plain-http sites do not ask browsers to upgrade requests', () => {
  expect(
    contentSecurityPolicy(
      { nonce: 'n' },
      { isProduction: true, SITE_URL: 'http://localhost:3000' },
    ),
  ).not.toContain('upgrade-insecure-requests')
})

test('every response gets the protective headers, and HSTS in production only', () => {
  const set = (config: typeof production) => {
    const headers = new Map<string, string>()
    applySecurityHeaders({ setHeader: (name, value) => headers.set(name, value) }, 'n', config)
    return headers
  }
  const prod = set(production)
  expect(prod.get('X-Content-Type-Options')).toBe('nosniff')
  expect(prod.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(prod.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
  expect(prod.get('Strict-Transport-Security')).toMatch(/max-age=\d+/)
  expect(set({ ...production, isProduction: false }).has('Strict-Transport-Security')).toBe(false)
})
