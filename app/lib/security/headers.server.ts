import type { Config } from '~/config.server'

interface HeaderTarget {
  setHeader(name: string, value: string): unknown
}

/**
 * Which inline scripts may run: those carrying this response's nonce (pages rendered for one
 * request), or those whose text has one of these hashes (pages whose one rendering serves every
 * visitor who is not signed in, docs/decisions/043).
 */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] }

function scriptSources(scripts: ScriptAllowance) {
  const allowed = 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes
  // 'strict-dynamic' lets the allowed scripts load the hashed route chunks; browsers that know it
  // ignore 'self', which stays for those that do not.
  return allowed.length ? `${allowed.join(' ')} 'strict-dynamic' 'self'` : "'self'"
}

/**
 * The Content-Security-Policy for a response. In production, no inline script runs unless it is
 * allowed by nonce or hash.
 */
export function contentSecurityPolicy(
  scripts: ScriptAllowance,
  config: Pick<Config, 'isProduction' | 'SITE_URL'>,
) {
  const directives = [
    "default-src 'self'",
    config.isProduction
      ? `script-src ${scriptSources(scripts)}`
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
  res.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce }, config))
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
