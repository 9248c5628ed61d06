/**
 * Reads an email message as stored in the outbox (RFC 5322 with MIME parts), enough to show it to
 * an administrator: the headers decoded, the plain-text and HTML bodies, and a list of attachments.
 * It covers what the site writes (`mime.ts`) and what nodemailer wrote before it, still in older
 * outboxes (multipart/mixed and /alternative, quoted-printable and base64, encoded-word headers,
 * RFC 2231 file names), not every message the wider world sends.
 */

export interface EmailHeader {
  name: string
  value: string
}

export interface EmailAttachment {
  filename: string
  contentType: string
  /** Decoded size in bytes. */
  size: number
}

export interface ParsedEmail {
  headers: EmailHeader[]
  text: string | null
  html: string | null
  attachments: EmailAttachment[]
}

interface Part {
  headers: EmailHeader[]
  /** The raw body, one character per byte. */
  body: string
}

/** Bytes ↔ a string holding one character per byte, so the MIME structure can be split as text. */
function bytesToBinary(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    out += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return out
}

function binaryToBytes(binary: string): Uint8Array {
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i) & 0xff
  return bytes
}

function decodeCharset(bytes: Uint8Array, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset.trim().toLowerCase()).decode(bytes)
  } catch {
    // An unknown charset label: UTF-8 is what every modern sender uses.
    return new TextDecoder('utf-8').decode(bytes)
  }
}

function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/[^A-Za-z0-9+/]/g, '')
  const padded = clean.padEnd(Math.ceil(clean.length / 4) * 4, '=')
  try {
    return binaryToBytes(atob(padded))
  } catch {
    return new Uint8Array()
  }
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): Uint8Array {
  const joined = text.replace(/=\r?\n/g, '')
  const source = underscoreIsSpace ? joined.replace(/_/g, ' ') : joined
  const binary = source.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )
  return binaryToBytes(binary)
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`); whitespace between two encoded words is dropped. */
export function decodeHeaderValue(raw: string): string {
  const encodedWord = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g
  const joined = raw.replace(/(\?=)\s+(?==\?)/g, '$1')
  let out = ''
  let last = 0
  for (const match of joined.matchAll(encodedWord)) {
    out += decodeCharset(binaryToBytes(joined.slice(last, match.index)))
    const [, charset, encoding, data] = match
    const bytes =
      encoding!.toUpperCase() === 'B' ? decodeBase64(data!) : decodeQuotedPrintable(data!, true)
    // `charset*language` (RFC 2231) names a language after the charset.
    out += decodeCharset(bytes, charset!.split('*')[0])
    last = match.index + match[0].length
  }
  return out + decodeCharset(binaryToBytes(joined.slice(last)))
}

function splitHeaders(source: string): Part {
  const match = /\r?\n\r?\n/.exec(source)
  const head = match ? source.slice(0, match.index) : source
  const body = match ? source.slice(match.index + match[0].length) : ''
  const headers: EmailHeader[] = []
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && headers.length) {
      const previous = headers[headers.length - 1]!
      previous.value = previous.value ? `${previous.value} ${line.trim()}` : line.trim()
      continue
    }
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() })
  }
  return { headers, body }
}

const headerOf = (part: Part, name: string) =>
  part.headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value

/** `type/subtype; key=value; key*=utf-8''%E2%9C%93` → the lower-case type and its parameters. */
export function parseParameterHeader(value: string | undefined): {
  value: string
  params: Record<string, string>
} {
  if (!value) return { value: '', params: {} }
  const [first = '', ...rest] = value.match(/(?:[^;"]|"(?:\\.|[^"\\])*")+/g) ?? []
  const pieces: Record<string, { text: string; extended: boolean }[]> = {}
  for (const param of rest) {
    const eq = param.indexOf('=')
    if (eq < 0) continue
    let key = param.slice(0, eq).trim().toLowerCase()
    let text = param.slice(eq + 1).trim()
    if (text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1).replace(/\\(.)/g, '$1')
    const extended = key.endsWith('*')
    if (extended) key = key.slice(0, -1)
    // Continuations: name*0, name*1 … in order.
    const continuation = /^(.*)\*(\d+)$/.exec(key)
    const base = continuation ? continuation[1]! : key
    const index = continuation ? Number(continuation[2]) : 0
    ;(pieces[base] ??= [])[index] = { text, extended }
  }
  const params: Record<string, string> = {}
  for (const [key, list] of Object.entries(pieces)) {
    const parts = list.filter(Boolean)
    const charsetMatch = parts[0]?.extended ? /^([^']*)'[^']*'/.exec(parts[0].text) : null
    const charset = charsetMatch?.[1] || 'utf-8'
    let binary = ''
    parts.forEach((part, i) => {
      const text = i === 0 && charsetMatch ? part.text.slice(charsetMatch[0].length) : part.text
      binary += part.extended
        ? text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          )
        : text
    })
    params[key] = parts.some((p) => p.extended)
      ? decodeCharset(binaryToBytes(binary), charset)
      : decodeHeaderValue(binary)
  }
  return { value: first.trim().toLowerCase(), params }
}

function bodyBytes(part: Part): Uint8Array {
  const encoding = (headerOf(part, 'Content-Transfer-Encoding') ?? '').trim().toLowerCase()
  if (encoding === 'base64') return decodeBase64(part.body)
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  return binaryToBytes(part.body)
}

function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = []
  const delimiter = `--${boundary}`
  const lines = body.split(/\r?\n/)
  let current: string[] | null = null
  for (const line of lines) {
    if (line === `${delimiter}--` || line.trimEnd() === `${delimiter}--`) {
      if (current) parts.push(current.join('\n'))
      return parts
    }
    if (line === delimiter || line.trimEnd() === delimiter) {
      if (current) parts.push(current.join('\n'))
      current = []
      continue
    }
    current?.push(line)
  }
  if (current) parts.push(current.join('\n'))
  return parts
}

function walk(part: Part, out: ParsedEmail, depth: number) {
  const contentType = parseParameterHeader(headerOf(part, 'Content-Type') ?? 'text/plain')
  const type = contentType.value || 'text/plain'
  if (type.startsWith('multipart/') && contentType.params.boundary && depth < 10) {
    for (const child of splitMultipart(part.body, contentType.params.boundary))
      walk(splitHeaders(child), out, depth + 1)
    return
  }
  const disposition = parseParameterHeader(headerOf(part, 'Content-Disposition'))
  const bytes = bodyBytes(part)
  const isAttachment = disposition.value === 'attachment'
  if (!isAttachment && type === 'text/plain' && out.text === null) {
    out.text = decodeCharset(bytes, contentType.params.charset)
    return
  }
  if (!isAttachment && type === 'text/html' && out.html === null) {
    out.html = decodeCharset(bytes, contentType.params.charset)
    return
  }
  out.attachments.push({
    filename: disposition.params.filename ?? contentType.params.name ?? 'unnamed',
    contentType: type,
    size: bytes.length,
  })
}

/** Parses a stored message. */
export function parseEml(message: Uint8Array | string): ParsedEmail {
  const source = bytesToBinary(
    typeof message === 'string' ? new TextEncoder().encode(message) : message,
  )
  const root = splitHeaders(source)
  const out: ParsedEmail = {
    headers: root.headers.map((h) => ({ name: h.name, value: decodeHeaderValue(h.value) })),
    text: null,
    html: null,
    attachments: [],
  }
  walk(root, out, 0)
  return out
}
