import nodemailer, { type SendMailOptions } from 'nodemailer'
import { expect, test } from 'vitest'
import { decodeHeaderValue, parseEml, parseParameterHeader } from './eml'

// Messages as nodemailer wrote them to the outbox before the site wrote its own (mime.ts, read
// back in mime.test.ts): older outboxes still hold them.
const transport = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'unix',
})

async function build(mail: SendMailOptions) {
  const info = await transport.sendMail({ from: 'Wealthward <hello@wealthward.example>', ...mail })
  return new Uint8Array(info.message as Buffer)
}

test('given a welcome-style message, headers, both bodies and the attachment come back decoded', async () => {
  const text = `Hi José,\n\nYour tracker is attached. A line long enough that quoted-printable has to wrap it with a soft line break = done.`
  const html = '<p>Hi José, 100% <strong>ready</strong> — “quotes” ✓</p>'
  const eml = await build({
    to: 'reader@example.com',
    subject: 'Welcome — your “debt tracker” ✓',
    text,
    html,
    headers: { 'List-Unsubscribe': '<http://localhost:3000/api/newsletter/unsubscribe?token=abc>' },
    attachments: [
      {
        filename: 'wealthward-debt-tracker.xlsx',
        content: Buffer.alloc(3000, 7),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ],
  })
  const parsed = parseEml(eml)
  const header = (name: string) => parsed.headers.find((h) => h.name === name)?.value
  expect(header('Subject')).toBe('Welcome — your “debt tracker” ✓')
  expect(header('To')).toBe('reader@example.com')
  expect(header('From')).toBe('Wealthward <hello@wealthward.example>')
  expect(header('List-Unsubscribe')).toBe(
    '<http://localhost:3000/api/newsletter/unsubscribe?token=abc>',
  )
  expect(parsed.text).toBe(text)
  expect(parsed.html).toBe(html)
  expect(parsed.attachments).toEqual([
    {
      filename: 'wealthward-debt-tracker.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 3000,
    },
  ])
})

test('given a text-only message in base64, the body is decoded and there is no HTML', async () => {
  const eml = await build({
    to: 'a@example.com',
    subject: 'Plain',
    text: '日本語のテキスト\nsecond line',
    textEncoding: 'base64',
  })
  const parsed = parseEml(eml)
  expect(parsed.text).toBe('日本語のテキスト\nsecond line')
  expect(parsed.html).toBeNull()
  expect(parsed.attachments).toEqual([])
})

test('given a non-ASCII attachment name, the RFC 2231 form is decoded', async () => {
  const eml = await build({
    to: 'a@example.com',
    subject: 'Files',
    text: 'see attached',
    attachments: [
      { filename: 'résumé plan ✓.csv', content: 'a,b\n1,2\n', contentType: 'text/csv' },
    ],
  })
  const parsed = parseEml(eml)
  expect(parsed.attachments).toEqual([
    { filename: 'résumé plan ✓.csv', contentType: 'text/csv', size: 8 },
  ])
  expect(parsed.text).toBe('see attached')
})

test('encoded words: adjacent words join, plain text between them stays', () => {
  expect(decodeHeaderValue('=?UTF-8?Q?Caf=C3=A9_?= =?UTF-8?B?4pyT?= and more')).toBe(
    'Café ✓ and more',
  )
  expect(decodeHeaderValue('=?ISO-8859-1?Q?Gr=FC=DFe?=')).toBe('Grüße')
  expect(decodeHeaderValue('No encoding here')).toBe('No encoding here')
})

test('parameter headers: quoted values, continuations and case', () => {
  expect(parseParameterHeader('Multipart/Mixed; boundary="--_a;b"')).toEqual({
    value: 'multipart/mixed',
    params: { boundary: '--_a;b' },
  })
  expect(
    parseParameterHeader("attachment; filename*0*=utf-8''caf%C3%A9-; filename*1=notes.txt"),
  ).toEqual({ value: 'attachment', params: { filename: 'café-notes.txt' } })
  expect(parseParameterHeader(undefined)).toEqual({ value: '', params: {} })
})

test('a message without a blank line or content type is plain text with its headers', () => {
  const parsed = parseEml('Subject: hi\nX-Test: 1\n\nbody line')
  expect(parsed.headers).toEqual([
    { name: 'Subject', value: 'hi' },
    { name: 'X-Test', value: '1' },
  ])
  expect(parsed.text).toBe('body line')
})
