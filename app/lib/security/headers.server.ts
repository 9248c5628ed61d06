import type { Config } from '~/config.server'

interface HeaderTarget {
  setHeader(name: string, value: string): unknown
}

/**
 * The Content-Security-Policy for a response. Scripts run only with this request's nonce
 * ('strict-dynamic' lets those scripts load the hashed route chunks); no inline script runs otherwise.
 */
export function contentSecurityPolicy(
  nonce: string,
  config: Pick<Config, 'isProduction' | 'SITE_URL'>,
) {
  const directives = [
    "default-src 'self'",
    config.isProduction
      ? `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`
      : // Vite's dev client injects inline scripts and evaluates modules.
        "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    // React renders style attributes (e.g. progress bar widths); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    config.isProduction ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "manifest-src 'self'",
  ]
  if (config.SITE_URL.startsWith('https://')) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

export function applySecurityHeaders(
  res: HeaderTarget,
  nonce: string,
  config: Pick<Config, 'isProduction' | 'SITE_URL'>,
) {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, config))
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  // No other site may embed our answers (a script, an image, a JSON file) in its pages.
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  )
  if (config.isProduction) {
    res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  }
}
