/**
 * Writes an email as an RFC 5322 message with MIME parts: the plain-text and HTML bodies as
 * multipart/alternative in quoted-printable UTF-8, and attachments, if any, beside them in
 * multipart/mixed, in base64. What the outbox stores and what SMTP sends (decision 057); `eml.ts`
 * reads it back.
 */
import { randomBytes, randomUUID } from 'node:crypto'

export interface MimeMessage {
  /** `Name <address>` or a bare address. */
  from: string
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  attachments?: { filename: string; content: Buffer; contentType: string }[]
  /** `<…@…>`: messageIdFor() makes one. */
  messageId: string
  date?: Date
}

const CRLF = '\r\n'
/** Longest encoded line, before its line break (RFC 2045 §6.7). */
const MAX_LINE = 76

/**
 * Header values are one line of text: a line break in one would start a header of its own, and no
 * other control character (a NUL, say) belongs in a header.
 */
// Everything but printable ASCII and non-ASCII text: the control characters, DEL included.
const oneLine = (value: string) => value.replace(/[^ -~\u0080-\uffff]+/g, ' ')

const isPrintableAscii = (text: string) => /^[\x20-\x7e]*$/.test(text)

/**
 * A header value with non-ASCII text as RFC 2047 encoded words (base64 UTF-8), each short enough
 * for its line (the first shares its line with the header's name, `nameLength` characters and
 * `: `) and never splitting a character; ASCII values as they are.
 */
export function encodeHeaderText(value: string, nameLength = 0): string {
  const line = oneLine(value)
  if (isPrintableAscii(line)) return line
  // Bytes that fit in a word of `room` characters: `=?UTF-8?B?` and `?=` are 12 of them.
  const bytesIn = (room: number) => Math.floor((room - 12) / 4) * 3
  let budget = bytesIn(MAX_LINE - nameLength - 2)
  const words: string[] = []
  let chunk = ''
  let bytes = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    if (bytes + size > budget && chunk) {
      words.push(chunk)
      chunk = ''
      bytes = 0
      // Later words start their own line, after one space.
      budget = bytesIn(MAX_LINE - 1)
    }
    chunk += char
    bytes += size
  }
  if (chunk) words.push(chunk)
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join(`${CRLF} `)
}

/** The address inside `Name <address>`, or the whole value when it is a bare address. */
export function mailboxAddress(mailbox: string): string {
  return (/<([^<>\s]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim()
}

/** `Name <address>` with the name quoted or encoded as it needs. */
function formatMailbox(mailbox: string): string {
  const address = oneLine(mailboxAddress(mailbox))
  const name = oneLine(mailbox.replace(/<[^<>]*>\s*$/, '')).trim()
  if (!name || name === address) return address
  if (!isPrintableAscii(name)) return `${encodeHeaderText(name, 'From'.length)} <${address}>`
  // Letters, digits, spaces and the few marks an unquoted name may hold (RFC 5322 atext).
  if (/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~ -]+$/.test(name)) return `${name} <${address}>`
  return `"${name.replace(/^"|"$/g, '').replace(/(["\\])/g, '\\$1')}" <${address}>`
}

/** What each byte is written as: itself when printable ASCII other than `=`, else `=XX`. */
const PIECES = Array.from({ length: 256 }, (_, byte) =>
  byte >= 33 && byte <= 126 && byte !== 61
    ? String.fromCharCode(byte)
    : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`,
)
/** A line that quoted-printable leaves as it is: printable ASCII but `=`, no space or tab at its end. */
const PLAIN_LINE = /^(?:[\t\x20-\x3c\x3e-\x7e]*[\x21-\x3c\x3e-\x7e])?$/

/**
 * Quoted-printable (RFC 2045 §6.7) of UTF-8 text: printable ASCII as it is, every other byte as
 * `=XX`, the text's line breaks as CRLF, and soft line breaks (`=` at the end) so that no line
 * passes 76 characters. A space or tab before a line break is escaped, as mail systems may drop it.
 */
export function quotedPrintable(text: string): string {
  const out: string[] = []
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line.length <= MAX_LINE && PLAIN_LINE.test(line)) {
      out.push(line)
      continue
    }
    const bytes = Buffer.from(line)
    let current = ''
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!
      const last = i === bytes.length - 1
      const piece = (byte === 32 || byte === 9) && !last ? (byte === 9 ? '\t' : ' ') : PIECES[byte]!
      // Room for the piece, and for the soft break's `=` unless the piece ends the line.
      if (current.length + piece.length > (last ? MAX_LINE : MAX_LINE - 1)) {
        out.push(`${current}=`)
        current = ''
      }
      current += piece
    }
    out.push(current)
  }
  return out.join(CRLF)
}

/** Base64 in lines of 76 characters. */
function base64Lines(content: Buffer): string {
  const encoded = content.toString('base64')
  const lines: string[] = []
  for (let i = 0; i < encoded.length; i += MAX_LINE) lines.push(encoded.slice(i, i + MAX_LINE))
  return lines.join(CRLF)
}

/** A file name as a Content-Disposition parameter: quoted when ASCII, RFC 2231 when not. */
function filenameParameter(filename: string): string {
  const name = oneLine(filename)
  if (isPrintableAscii(name)) return `filename="${name.replace(/(["\\])/g, '\\$1')}"`
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `filename*=utf-8''${encoded}`
}

/** A boundary holds `=_`, which neither quoted-printable nor base64 text can. */
const boundary = () => `=_ww_${randomBytes(12).toString('hex')}`

function textPart(type: 'plain' | 'html', body: string) {
  return [
    `Content-Type: text/${type}; charset=utf-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(body),
  ].join(CRLF)
}

function multipart(subtype: 'alternative' | 'mixed', parts: string[]) {
  const mark = boundary()
  return {
    contentType: `multipart/${subtype};${CRLF} boundary="${mark}"`,
    body: [...parts.map((part) => `--${mark}${CRLF}${part}`), `--${mark}--`, ''].join(CRLF),
  }
}

/** The date as RFC 5322 writes it, in UTC: `Sun, 29 Nov 2026 23:55:16 +0000`. */
const rfc5322Date = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000')

/** A Message-ID at the sender's domain: `<local@domain>`, a new one unless `local` is given. */
export function messageIdFor(from: string, local: string = randomUUID()) {
  const domain = mailboxAddress(from).split('@')[1] || 'localhost'
  return `<${local}@${domain}>`
}

/** The whole message, with CRLF line breaks. */
export function composeMessage(message: MimeMessage): string {
  const from = formatMailbox(message.from)
  const alternative = multipart('alternative', [
    textPart('plain', message.text),
    textPart('html', message.html),
  ])
  const attachments = message.attachments ?? []
  const content = attachments.length
    ? multipart('mixed', [
        `Content-Type: ${alternative.contentType}${CRLF}${CRLF}${alternative.body}`,
        ...attachments.map((file) =>
          [
            `Content-Type: ${oneLine(file.contentType)}`,
            'Content-Transfer-Encoding: base64',
            `Content-Disposition: attachment; ${filenameParameter(file.filename)}`,
            '',
            base64Lines(file.content),
          ].join(CRLF),
        ),
      ])
    : alternative
  const extra = Object.entries(message.headers ?? {}).map(([field, value]) => {
    // A header's name is printable ASCII without a colon.
    const name = field.replace(/[^!-9;-~]/g, '')
    return `${name}: ${encodeHeaderText(value, name.length)}`
  })
  const head = [
    `From: ${from}`,
    `To: ${oneLine(message.to)}`,
    `Subject: ${encodeHeaderText(message.subject, 'Subject'.length)}`,
    `Date: ${rfc5322Date(message.date ?? new Date())}`,
    `Message-ID: ${oneLine(message.messageId)}`,
    ...extra,
    'MIME-Version: 1.0',
    `Content-Type: ${content.contentType}`,
  ]
  return `${head.join(CRLF)}${CRLF}${CRLF}${content.body}`
}
