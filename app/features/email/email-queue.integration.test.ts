import { createServer, type AddressInfo } from 'node:net'
import { eq, inArray } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { readOutbox } from '../../../tests/outbox'
import { setUpTestDatabase } from '../../../tests/test-database'
import { emailLog, emailQueue } from '~/db/schema'
import { parseEml } from './eml'

const { db, dataDir } = await setUpTestDatabase()
const { deliverQueuedEmails, enqueueEmails, MAX_SEND_ATTEMPTS, queuedMessageId, retryDelayMs } =
  await import('./email-queue.server')

const message = (to: string, subject = 'Your results') => ({
  template: 'queue-test',
  to,
  subject,
  text: `Hello ${to}`,
  html: `<p>Hello ${to}</p>`,
  headers: { 'List-Unsubscribe': '<https://example.com/u>' },
})

/** Nothing a failing SMTP server could deliver: the port is closed. */
const brokenSmtp = { smtpUrl: 'smtp://127.0.0.1:9/?connectionTimeout=500' }

const queuedFor = (recipients: string[]) =>
  db.select().from(emailQueue).where(inArray(emailQueue.recipient, recipients))

test('a pass sends what is due, logs each message and empties the queue', async () => {
  const to = ['q.one@example.com', 'q.two@example.com']
  await db.transaction((tx) =>
    enqueueEmails(
      tx,
      to.map((address) => message(address)),
    ),
  )
  expect(await queuedFor(to)).toHaveLength(2)

  const pass = await deliverQueuedEmails(db)
  expect(pass).toMatchObject({ sent: pass.claimed, retrying: 0, abandoned: 0 })
  expect(pass.claimed).toBeGreaterThanOrEqual(2)
  expect(await queuedFor(to)).toEqual([])
  for (const address of to) {
    const [eml, ...more] = readOutbox(dataDir, address)
    expect(more).toEqual([])
    expect(eml).toContain('Subject: Your results')
    expect(eml).toContain('List-Unsubscribe: <https://example.com/u>')
    const logged = await db.select().from(emailLog).where(eq(emailLog.recipient, address))
    expect(logged).toMatchObject([{ template: 'queue-test', status: 'sent' }])
  }
})

test('messages queued in a transaction that rolls back are never sent', async () => {
  const to = 'q.rolled.back@example.com'
  await expect(
    db.transaction(async (tx) => {
      await enqueueEmails(tx, [message(to)])
      throw new Error('the change failed')
    }),
  ).rejects.toThrow('the change failed')
  await deliverQueuedEmails(db)
  expect(await queuedFor([to])).toEqual([])
  expect(readOutbox(dataDir, to)).toEqual([])
})

test('a message is due to a pass that starts in the millisecond it was queued', async () => {
  const to = 'q.same.millisecond@example.com'
  await enqueueEmails(db, [message(to)])
  const [row] = await queuedFor([to])
  // The worker's clock has whole milliseconds; a due time with microseconds beyond them would make
  // this pass skip the message.
  const pass = await deliverQueuedEmails(db, { now: row!.availableAt })
  expect(pass.sent).toBe(1)
  expect(await queuedFor([to])).toEqual([])
})

test('a failed send waits longer each time and is given up after the last attempt', async () => {
  const to = 'q.retry@example.com'
  await enqueueEmails(db, [message(to)])
  let now = new Date()
  for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
    const pass = await deliverQueuedEmails(db, { now, ...brokenSmtp })
    expect(pass.claimed).toBe(1)
    const [row] = await queuedFor([to])
    if (attempt < MAX_SEND_ATTEMPTS) {
      expect(pass.retrying).toBe(1)
      expect(row?.attempts).toBe(attempt)
      expect(row?.availableAt.getTime()).toBe(now.getTime() + retryDelayMs(attempt))
      // Not due before its wait is over.
      const early = new Date(row!.availableAt.getTime() - 1000)
      expect((await deliverQueuedEmails(db, { now: early, ...brokenSmtp })).claimed).toBe(0)
      now = row!.availableAt
    } else {
      expect(pass.abandoned).toBe(1)
      expect(row).toBeUndefined()
    }
  }
  const logged = await db.select().from(emailLog).where(eq(emailLog.recipient, to))
  expect(logged.map((row) => row.status)).toEqual(Array(MAX_SEND_ATTEMPTS).fill('failed'))
  expect(retryDelayMs(1)).toBe(60_000)
  expect(retryDelayMs(5)).toBe(16 * 60_000)
})

test('passes running at once never send the same message twice', async () => {
  const to = Array.from({ length: 30 }, (_, i) => `q.race.${i}@example.com`)
  await enqueueEmails(
    db,
    to.map((address) => message(address)),
  )
  const passes = await Promise.all([
    deliverQueuedEmails(db, { limit: 20 }),
    deliverQueuedEmails(db, { limit: 20 }),
    deliverQueuedEmails(db, { limit: 20 }),
  ])
  while ((await deliverQueuedEmails(db)).claimed > 0);
  expect(passes.reduce((n, pass) => n + pass.sent, 0)).toBeLessThanOrEqual(30)
  for (const address of to) expect(readOutbox(dataDir, address)).toHaveLength(1)
  expect(await queuedFor(to)).toEqual([])
})

test('a message queued as data is rendered by the worker when sent; one it cannot render waits for a retry', async () => {
  const to = 'q.deferred@example.com'
  const data = { name: 'Robin', sentAt: '2026-11-26T12:00:00.000Z' }
  await db.transaction((tx) => enqueueEmails(tx, [{ template: 'queue-deferred', to, data }]))
  const [queued] = await queuedFor([to])
  expect(queued).toMatchObject({ data, subject: null, textBody: null, htmlBody: null })

  const unrendered = await deliverQueuedEmails(db)
  expect(unrendered).toMatchObject({ sent: 0, retrying: 1 })
  expect(readOutbox(dataDir, to)).toEqual([])

  const rendered: unknown[] = []
  const later = new Date(Date.now() + retryDelayMs(1) + 1000)
  const pass = await deliverQueuedEmails(db, {
    now: later,
    render: (template, stored) => {
      rendered.push([template, stored])
      const { name } = stored as typeof data
      return { subject: `Hello ${name}`, text: `Hi ${name}`, html: `<p>Hi ${name}</p>` }
    },
  })
  expect(pass).toMatchObject({ sent: 1, retrying: 0 })
  expect(rendered).toEqual([['queue-deferred', data]])
  expect(await queuedFor([to])).toEqual([])
  const [eml] = readOutbox(dataDir, to)
  expect(eml).toContain('Subject: Hello Robin')
})

test('a message its process sent but did not remove is not sent again; its Message-ID stays one', async () => {
  const to = 'q.sent.twice@example.com'
  await db.transaction((tx) => enqueueEmails(tx, [message(to)]))
  const [row] = await queuedFor([to])
  const first = await deliverQueuedEmails(db)
  expect(first.sent).toBeGreaterThanOrEqual(1)
  // The row as a process that stopped after sending and logging leaves it: claimed once, still
  // queued, its lease over.
  await db.insert(emailQueue).values({ ...row!, attempts: 1, availableAt: new Date(0) })
  const again = await deliverQueuedEmails(db)
  expect(again).toMatchObject({ alreadySent: 1 })
  expect(await queuedFor([to])).toEqual([])
  const sent = readOutbox(dataDir, to)
  expect(sent).toHaveLength(1)
  const messageId = /^Message-ID: (.+)$/m.exec(sent[0]!)?.[1]
  expect(messageId).toBe(queuedMessageId(row!.id))
  expect(messageId).toMatch(/^<queued\.[\w-]+@wealthward\.example>$/)
  const logged = await db.select().from(emailLog).where(eq(emailLog.recipient, to))
  expect(logged.map((entry) => entry.messageId)).toEqual([messageId])
})

/**
 * A mail server that accepts every message: just enough SMTP for one client. It keeps each
 * message's envelope and data.
 */
async function acceptingSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = []
  const server = createServer((socket) => {
    let buffered = ''
    let envelope = { from: '', to: [] as string[] }
    let inData = false
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 test ESMTP')
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffered.indexOf('\r\n.\r\n')
          if (end < 0) return
          // Undo the client's dot-stuffing.
          const data = buffered.slice(0, end + 2).replace(/^\.\./gm, '.')
          received.push({ ...envelope, data })
          buffered = buffered.slice(end + 5)
          inData = false
          envelope = { from: '', to: [] }
          reply('250 queued')
          continue
        }
        const eol = buffered.indexOf('\r\n')
        if (eol < 0) return
        const line = buffered.slice(0, eol)
        buffered = buffered.slice(eol + 2)
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') reply('250 test')
        else if (command === 'MAIL') envelope.from = /<(.*)>/.exec(line)?.[1] ?? ''
        else if (command === 'RCPT') envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '')
        else if (command === 'DATA') {
          inData = true
          reply('354 go on')
          continue
        } else if (command === 'QUIT') {
          reply('221 bye')
          socket.end()
          return
        }
        if (command === 'MAIL' || command === 'RCPT' || command === 'RSET' || command === 'NOOP')
          reply('250 ok')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

test('through SMTP, a queued message goes to its recipient as the outbox would have written it', async () => {
  const smtp = await acceptingSmtpServer()
  try {
    const to = 'q.smtp@example.com'
    await enqueueEmails(db, [
      {
        ...message(to, 'Your score — “72” ✓'),
        text: `Line one\n.\n..starts with dots\n${'é'.repeat(60)}`,
      },
    ])
    const [row] = await queuedFor([to])
    const pass = await deliverQueuedEmails(db, {
      smtpUrl: smtp.url,
      from: 'Wealthward <hello@wealthward.example>',
    })
    expect(pass.sent).toBeGreaterThanOrEqual(1)
    const delivered = smtp.received.filter((m) => m.to.includes(to))
    expect(delivered).toHaveLength(1)
    expect(delivered[0]!.from).toBe('hello@wealthward.example')
    const parsed = parseEml(delivered[0]!.data)
    const header = (name: string) => parsed.headers.find((h) => h.name === name)?.value
    expect(header('Subject')).toBe('Your score — “72” ✓')
    expect(header('To')).toBe(to)
    expect(header('Message-ID')).toBe(queuedMessageId(row!.id))
    expect(parsed.text).toBe(`Line one\n.\n..starts with dots\n${'é'.repeat(60)}`)
    expect(parsed.html).toBe(`<p>Hello ${to}</p>`)
    const logged = await db.select().from(emailLog).where(eq(emailLog.recipient, to))
    expect(logged).toMatchObject([
      { transport: 'smtp', status: 'sent', messageId: queuedMessageId(row!.id) },
    ])
    expect(readOutbox(dataDir, to)).toEqual([])
  } finally {
    await smtp.close()
  }
})
