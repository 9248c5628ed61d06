const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery guard for every state-changing request. Browsers say where a request
 * comes from (Origin, and Sec-Fetch-Site in current browsers); a request from another site is
 * refused. A request with neither header is not from a browser page (an API client, a script), and
 * cannot carry a victim's cookies on its own, so it is let through.
 */
export function isCrossSiteWrite(
  request: {
    method: string
    origin?: string
    secFetchSite?: string
    host?: string
    protocol: string
  },
  siteUrl: string,
): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false
  if (request.origin) {
    if (request.origin === 'null') return true
    const allowed = new Set([new URL(siteUrl).origin])
    if (request.host) allowed.add(`${request.protocol}://${request.host}`)
    return !allowed.has(request.origin)
  }
  if (request.secFetchSite) return !['same-origin', 'none'].includes(request.secFetchSite)
  return false
}
