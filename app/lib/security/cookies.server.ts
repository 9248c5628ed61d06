import type { AppLoadContext } from 'react-router'
import { getConfig } from '~/config.server'
import { cookieName, type SiteCookie } from '~/lib/security/site-cookies'

/**
 * Whether cookies set in answer to a request are `Secure`: when the request came over HTTPS,
 * directly or through a proxy trusted by TRUST_PROXY (Express's `req.secure`, handed over in the
 * load context), and always when the site's public address is https.
 */
export function secureCookies(context: Pick<AppLoadContext, 'secure'>): boolean {
  return context.secure === true || getConfig().SITE_URL.startsWith('https:')
}

/**
 * The name a cookie of the list has on this site: `__Host-` + name when the site is served over
 * HTTPS and the cookie is host-prefixed. It follows the site's address, not the request, so every
 * request reads the cookie under the name it was set with.
 */
export function siteCookieName(cookie: SiteCookie): string {
  return cookieName(cookie, getConfig().SITE_URL.startsWith('https:'))
}

export interface CookieOptions {
  /** From `secureCookies`. */
  secure: boolean
  /** Omitted or null: the cookie ends with the browser session. 0 deletes it. */
  maxAgeSeconds?: number | null
}

/**
 * Every cookie the site sets is written here, and only cookies of the list in
 * `site-cookies.ts` (the privacy policy's table): HttpOnly (no script reads it) unless
 * the list says the site's own script must read it,
 * SameSite=Lax (not sent with another site's form posts), Secure when the request came over HTTPS.
 */
export function siteCookie(cookie: SiteCookie, value: string, options: CookieOptions): string {
  const attributes = [`${siteCookieName(cookie)}=${value}`, `Path=${cookie.path}`]
  if (!cookie.readableByScripts) attributes.push('HttpOnly')
  attributes.push('SameSite=Lax')
  if (options.secure) attributes.push('Secure')
  if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds !== null)
    attributes.push(`Max-Age=${options.maxAgeSeconds}`)
  return attributes.join('; ')
}

/** What reading a request's cookies needs of it: a fetch Request, or the server's own view. */
export interface RequestHeaders {
  headers: { get(name: string): string | null }
}

/** The value of a cookie of the list in the request, if it was sent. */
export function readSiteCookie(request: RequestHeaders, cookie: SiteCookie): string | null {
  const name = siteCookieName(cookie)
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}
