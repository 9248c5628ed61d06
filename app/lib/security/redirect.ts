// Any origin serves to resolve a path: only whether the result keeps it matters.
const BASE = 'http://wealthward.invalid'

/**
 * Keeps a redirect target on this site. Only a path is accepted (absolute and protocol-relative
 * URLs, backslash tricks and control characters fall back), and the path it returns stays on this
 * site however it is read next: resolved by a browser, resolved again (`/.//host` resolves to the
 * path `//host`, which a second resolution reads as a host), or percent-decoded once more
 * (`/%2F%2Fhost`).
 */
export function safeRedirectPath(target: string | null | undefined, fallback: string): string {
  if (typeof target !== 'string') return fallback
  const trimmed = target.trim()
  if (!looksLikeSitePath(trimmed)) return fallback
  let url: URL
  try {
    url = new URL(trimmed, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  if (!staysOnSite(path) || !staysOnSite(decodeAsciiEscapes(path))) return fallback
  return path
}

function looksLikeSitePath(value: string) {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    // Browsers drop tabs and line breaks inside URLs and read a backslash as a slash.
    ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')
  )
}

function staysOnSite(path: string) {
  if (!looksLikeSitePath(path)) return false
  try {
    const url = new URL(path, BASE)
    return url.origin === BASE && !url.pathname.startsWith('//')
  } catch {
    return false
  }
}

/**
 * One round of percent-decoding, as a reader that decodes the value again would do. Only ASCII
 * escapes are decoded: they are the ones that can turn into `/`, `\`, `.` or a control character,
 * and a stray `%` (as in `?q=50%`) does not make the whole value unreadable.
 */
function decodeAsciiEscapes(value: string) {
  return value.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )
}

/**
 * The path of a full URL that came with the request (a Referer header), kept on this site; the
 * fallback when the value is missing or not a URL at all.
 */
export function safeRedirectPathOfUrl(value: string | null | undefined, fallback: string): string {
  if (!value || !URL.canParse(value)) return fallback
  return safeRedirectPath(new URL(value).pathname, fallback)
}
