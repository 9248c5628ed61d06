import type { AppLoadContext } from 'react-router'
import { getConfig } from '~/config.server'

/**
 * Whether cookies set in answer to a request are `Secure`: when the request came over HTTPS,
 * directly or through a proxy trusted by TRUST_PROXY (Express's `req.secure`, handed over in the
 * load context), and always when the site's public address is https.
 */
export function secureCookies(context: Pick<AppLoadContext, 'secure'>): boolean {
  return context.secure === true || getConfig().SITE_URL.startsWith('https:')
}

/**
 * `__Host-name` when the site is served over HTTPS: the browser then keeps such a cookie only if it
 * is Secure, for Path=/ and without a Domain, so no other host or plain-HTTP page can set it.
 */
export function hostCookieName(name: string): string {
  return getConfig().SITE_URL.startsWith('https:') ? `__Host-${name}` : name
}

export interface CookieOptions {
  /** From `secureCookies`. */
  secure: boolean
  /** Defaults to `/`. */
  path?: string
  /** Omitted or null: the cookie ends with the browser session. 0 deletes it. */
  maxAgeSeconds?: number | null
}

/**
 * Every cookie the site sets is written here: HttpOnly (no script reads it), SameSite=Lax (not
 * sent with another site's form posts), Secure when the request came over HTTPS.
 */
export function siteCookie(name: string, value: string, options: CookieOptions): string {
  const attributes = [`${name}=${value}`, `Path=${options.path ?? '/'}`, 'HttpOnly', 'SameSite=Lax']
  if (options.secure) attributes.push('Secure')
  if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds !== null)
    attributes.push(`Max-Age=${options.maxAgeSeconds}`)
  return attributes.join('; ')
}

/** The value of cookie `name` in the request, if it was sent. */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}
