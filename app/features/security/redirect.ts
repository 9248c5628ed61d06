/**
 * Keeps a redirect target on this site: only a path starting with a single "/" is accepted;
 * absolute URLs, protocol-relative "//host" and backslash tricks fall back.
 */
export function safeRedirectPath(target: string | null | undefined, fallback: string): string {
  if (!target || typeof target !== 'string') return fallback
  const trimmed = target.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\'))
    return fallback
  if ([...trimmed].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return fallback
  try {
    const url = new URL(trimmed, 'http://local')
    if (url.origin !== 'http://local') return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}
