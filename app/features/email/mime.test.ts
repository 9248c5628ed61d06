import { expect, test } from 'vitest'
import { parseEml } from './eml'
import {
  composeMessage,
  encodeHeaderText,
  mailboxAddress,
  messageIdFor,
  quotedPrintable,
  type MimeMessage,
} from './mime'

const FROM = 'Wealthward <hello@wealthward.example>'

function message(overrides: Partial<MimeMessage> = {}): MimeMessage {
  return {
    from: FROM,
    to: 'reader@example.com',
    subject: 'Your score',
    text: 'Hello',
    html: '<p>Hello</p>',
    messageId: '<queued.1@wealthward.example>',
    date: new Date('2026-11-29T23:55:16Z'),
    ...overrides,
  }
}

const header = (eml: string, name: string) =>
  parseEml(eml).headers.find((h) => h.name === name)?.value

test('a message with non-ASCII text, a list header and an attachment reads back as written', () => {
  const text = `Hi José,\n\nYour score is 72 — “good”. 100% = all of it ✓ 🎉\n\tindented line \nlast`
  const html =
    '<p>Hi José, <a href="https://x.example/a?b=1&amp;c=2">100% ready</a> — “quotes” ✓</p>'
  const eml = composeMessage(
    message({
      subject: 'Welcome — your “debt tracker” ✓',
      text,
      html,
      headers: { 'List-Unsubscribe': '<https://x.example/api/newsletter/unsubscribe?token=abc>' },
      attachments: [
        {
          filename: 'wealthward-debt-tracker.xlsx',
          content: Buffer.alloc(3000, 7),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
        {
          filename: 'résumé plan ✓.csv',
          content: Buffer.from('a,b\n1,2\n'),
          contentType: 'text/csv',
        },
      ],
    }),
  )
  const parsed = parseEml(eml)
  expect(header(eml, 'Subject')).toBe('Welcome — your “debt tracker” ✓')
  expect(header(eml, 'From')).toBe(FROM)
  expect(header(eml, 'To')).toBe('reader@example.com')
  expect(header(eml, 'Message-ID')).toBe('<queued.1@wealthward.example>')
  expect(header(eml, 'Date')).toBe('Sun, 29 Nov 2026 23:55:16 +0000')
  expect(header(eml, 'List-Unsubscribe')).toBe(
    '<https://x.example/api/newsletter/unsubscribe?token=abc>',
  )
  expect(parsed.text).toBe(text)
  expect(parsed.html).toBe(html)
  expect(parsed.attachments).toEqual([
    {
      filename: 'wealthward-debt-tracker.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 3000,
    },
    { filename: 'résumé plan ✓.csv', contentType: 'text/csv', size: 8 },
  ])
})

test('every line ends in CRLF and none is longer than 76 characters', () => {
  const eml = composeMessage(
    message({
      subject: `${'日本語の件名 '.repeat(12)}end`,
      text: `${'word '.repeat(60)}\n${'é'.repeat(100)}\n${'x'.repeat(300)}`,
      html: `<p>${'<b>bold</b> '.repeat(40)}</p>`,
      attachments: [
        {
          filename: 'a.bin',
          content: Buffer.alloc(500, 1),
          contentType: 'application/octet-stream',
        },
      ],
    }),
  )
  expect(eml.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  for (const line of eml.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76)
  expect(header(eml, 'Subject')).toBe(`${'日本語の件名 '.repeat(12)}end`)
})

test('a line break or a NUL in a header value cannot start a header or reach the message', () => {
  const eml = composeMessage(
    message({
      to: 'reader@example.com\u0000\r\nBcc: someone@example.com',
      subject: 'Hello\r\nBcc: other@example.com',
      headers: { 'X-Note': 'a\nBcc: third@example.com' },
    }),
  )
  const names = parseEml(eml).headers.map((h) => h.name)
  expect(names).not.toContain('Bcc')
  expect(header(eml, 'Subject')).toBe('Hello Bcc: other@example.com')
  expect(header(eml, 'To')).toBe('reader@example.com Bcc: someone@example.com')
})

test('quoted-printable: escapes, trailing spaces, soft breaks that never split an escape', () => {
  expect(quotedPrintable('a = b')).toBe('a =3D b')
  expect(quotedPrintable('ends with space \nand tab\t')).toBe('ends with space=20\r\nand tab=09')
  expect(quotedPrintable('é')).toBe('=C3=A9')
  // Plain lines of 76 characters stay whole; one more and the line is broken.
  expect(quotedPrintable('a'.repeat(76))).toBe('a'.repeat(76))
  expect(quotedPrintable('a'.repeat(77))).toBe(`${'a'.repeat(75)}=\r\naa`)
  expect(quotedPrintable('\tindented line')).toBe('\tindented line')
  const long = quotedPrintable('é'.repeat(40))
  for (const line of long.split('\r\n')) {
    expect(line.length).toBeLessThanOrEqual(76)
    expect(line).toMatch(/^(=[0-9A-F]{2})*=?$/)
  }
})

test('quoted-printable text of any characters reads back exactly', () => {
  const alphabet = ['a', ' ', '\t', '=', '.', 'é', '✓', '🎉', '\n', '-', 'Z', '\u00a0']
  let seed = 7
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  for (let round = 0; round < 200; round++) {
    const length = Math.floor(random() * 300)
    let text = ''
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)]
    const parsed = parseEml(composeMessage(message({ text, html: text })))
    expect(parsed.text).toBe(text)
    expect(parsed.html).toBe(text)
  }
})

test('header text: ASCII as it is, anything else as encoded words that read back', () => {
  expect(encodeHeaderText('Your score: 72')).toBe('Your score: 72')
  const encoded = encodeHeaderText('Café ✓')
  expect(encoded).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/)
  expect(header(composeMessage(message({ subject: 'Café ✓' })), 'Subject')).toBe('Café ✓')
})

test('the sender: a plain name as it is, a name with marks quoted, any other name encoded', () => {
  const from = (value: string) => header(composeMessage(message({ from: value })), 'From')
  expect(from('hello@wealthward.example')).toBe('hello@wealthward.example')
  expect(from('Wealthward, Inc. <hello@wealthward.example>')).toBe(
    '"Wealthward, Inc." <hello@wealthward.example>',
  )
  expect(from('Wéalthward <hello@wealthward.example>')).toBe(
    'Wéalthward <hello@wealthward.example>',
  )
  expect(mailboxAddress('Wealthward <hello@wealthward.example>')).toBe('hello@wealthward.example')
  expect(mailboxAddress(' hello@wealthward.example ')).toBe('hello@wealthward.example')
  expect(messageIdFor(FROM, 'queued.1')).toBe('<queued.1@wealthward.example>')
  expect(messageIdFor(FROM)).toMatch(/^<[0-9a-f-]{36}@wealthward\.example>$/)
})
