import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { readOutbox, readOutboxAttachments } from '../../../tests/outbox'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { newsletterSubscribers } from '~/db/schema'
import { NEWSLETTER_SUCCESS_MESSAGE, type NewsletterAnswer } from './messages'

const { db, dataDir } = await setUpTestDatabase()
const subscribeRoute = await import('~/routes/api.newsletter.subscribe')
const unsubscribeRoute = await import('~/routes/api.newsletter.unsubscribe')
const newsletterPage = await import('~/routes/newsletter')
const { countSignupsThisMonth } = await import('./newsletter.server')

const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(subscribeRoute.action, jsonRequest('/api/newsletter/subscribe', body, { headers }))

const outboxMessagesTo = (email: string) => readOutbox(dataDir, email)

async function rowsFor(email: string) {
  return db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
}

test('a new subscriber is stored once and receives the welcome email with the tracker and unsubscribe headers', async () => {
  const response = await subscribe({ email: 'new.reader@example.com', source: 'home' })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    ok: true,
    message: 'Success! Check your email for your free Excel tracker.',
  })

  const [row] = await rowsFor('new.reader@example.com')
  expect(row?.source).toBe('home')
  const messages = outboxMessagesTo('new.reader@example.com')
  expect(messages).toHaveLength(1)
  const eml = messages[0]!
  const [[attachment, ...others] = []] = readOutboxAttachments(dataDir, 'new.reader@example.com')
  expect(others).toEqual([])
  expect(attachment).toMatchObject({
    filename: 'wealthward-debt-tracker.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  })
  expect(attachment!.size).toBeGreaterThan(1000)
  expect(eml).toContain(
    `List-Unsubscribe: <http://localhost:3000/api/newsletter/unsubscribe?token=${row!.unsubscribeToken}>`,
  )
  expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  expect(eml).toContain(`/newsletter/unsubscribe?token=${row!.unsubscribeToken}`)
})

test('a repeat sign-up answers 200 the same way and stores and sends nothing new', async () => {
  await subscribe({ email: 'twice@example.com', source: 'home' })
  const again = await subscribe({ email: '  TWICE@Example.com ', source: 'blog' })
  expect(again.status).toBe(200)
  expect(await again.json()).toMatchObject({ ok: true })
  const rows = await rowsFor('twice@example.com')
  expect(rows).toHaveLength(1)
  expect(rows[0]?.source).toBe('home')
  expect(outboxMessagesTo('twice@example.com')).toHaveLength(1)
})

test('unsubscribing by the one-click link works, and signing up again re-subscribes with a new token', async () => {
  await subscribe({ email: 'leaver@example.com', source: 'home' })
  const [before] = await rowsFor('leaver@example.com')
  const oneClick = new Request(
    `http://localhost:3000/api/newsletter/unsubscribe?token=${before!.unsubscribeToken}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    },
  )
  const response = await callRoute(unsubscribeRoute.action, oneClick)
  expect(response.status).toBe(200)
  const [after] = await rowsFor('leaver@example.com')
  expect(after?.unsubscribedAt).toBeInstanceOf(Date)

  const back = await subscribe({ email: 'leaver@example.com', source: 'calculator-debt' })
  expect(back.status).toBe(200)
  const [renewed] = await rowsFor('leaver@example.com')
  expect(renewed?.unsubscribedAt).toBeNull()
  expect(renewed?.unsubscribeToken).not.toBe(before!.unsubscribeToken)
  expect(renewed?.source).toBe('calculator-debt')
  expect(outboxMessagesTo('leaver@example.com')).toHaveLength(2)
})

test('an unknown unsubscribe token answers 404 with a JSON error', async () => {
  const response = await callRoute(
    unsubscribeRoute.action,
    new Request('http://localhost:3000/api/newsletter/unsubscribe?token=not-a-real-token-at-all', {
      method: 'POST',
    }),
  )
  expect(response.status).toBe(404)
  expect((await response.json()).error).toMatch(/not valid/)
})

test('malformed JSON answers 400 naming the problem', async () => {
  const response = await subscribe('{"email": "x@example.com",')
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({ error: 'Request body is not valid JSON.' })
})

test('a wrong content type answers 415', async () => {
  const response = await callRoute(
    subscribeRoute.action,
    new Request('http://localhost:3000/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'email=x@example.com',
    }),
  )
  expect(response.status).toBe(415)
  expect((await response.json()).error).toMatch(/Content-Type/)
})

test('an oversized body answers 413 whether or not Content-Length tells', async () => {
  const big = JSON.stringify({
    email: 'big@example.com',
    source: 'home',
    padding: 'x'.repeat(300_000),
  })
  const declared = await subscribe(big, { 'Content-Length': String(big.length) })
  expect(declared.status).toBe(413)
  const streamed = await subscribe(big)
  expect(streamed.status).toBe(413)
  expect((await streamed.json()).error).toMatch(/too large/)
  expect(await rowsFor('big@example.com')).toHaveLength(0)
})

test('missing or invalid fields answer 400 with field errors', async () => {
  const missing = await subscribe({ source: 'home' })
  expect(missing.status).toBe(400)
  expect((await missing.json()).fieldErrors).toEqual({ email: 'Enter your email address' })

  const invalid = await subscribe({ email: 'not-an-email', source: 'home' })
  expect((await invalid.json()).fieldErrors.email).toMatch(/valid email/)

  const source = await subscribe({ email: 'ok@example.com', source: 'somewhere-else' })
  expect(source.status).toBe(400)
  expect((await source.json()).fieldErrors.source).toBeDefined()

  for (const body of ['[]', 'null', '42', '"text"']) {
    const response = await subscribe(body)
    expect(response.status).toBe(400)
  }
})

test('a filled honeypot gets the normal answer and nothing is stored or sent', async () => {
  const response = await subscribe({
    email: 'bot@example.com',
    source: 'home',
    website: 'http://spam.example',
  })
  expect(response.status).toBe(200)
  expect(await rowsFor('bot@example.com')).toHaveLength(0)
  expect(outboxMessagesTo('bot@example.com')).toHaveLength(0)
})

test('GET on the endpoint answers 405 with the allowed method', async () => {
  const response = await callRoute(
    subscribeRoute.loader,
    new Request('http://localhost:3000/api/newsletter/subscribe'),
  )
  expect(response.status).toBe(405)
  expect(response.headers.get('Allow')).toBe('POST')
})

/** A form posted to the /newsletter page's action as a browser without JavaScript posts it. */
const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  callPage<NewsletterAnswer>(
    newsletterPage.action,
    new Request('http://localhost:3000/newsletter', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Mode': 'navigate',
        Accept: 'text/html',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  )

test('a form posted without JavaScript is redirected back to its page with the outcome', async () => {
  const response = await postForm({ email: 'noscript@example.com', source: 'home', returnTo: '/' })
  expect(response.status).toBe(303)
  expect(response.headers.get('Location')).toBe('/?newsletter=subscribed#newsletter')
  expect(await rowsFor('noscript@example.com')).toHaveLength(1)
  expect(outboxMessagesTo('noscript@example.com')).toHaveLength(1)

  const offsite = await postForm({
    email: 'noscript2@example.com',
    source: 'home',
    returnTo: '//evil.example/',
  })
  expect(offsite.headers.get('Location')).toBe('/?newsletter=subscribed#newsletter')
})

test('a form with a problem gets the page again, the message beside the address as typed', async () => {
  const response = await postForm({
    email: 'not-an-address',
    source: 'calculator-debt',
    returnTo: '/calculators/debt-freedom',
  })
  expect(response.status).toBe(400)
  expect(response.data).toMatchObject({
    ok: false,
    fieldErrors: { email: expect.any(String) as string },
    values: {
      email: 'not-an-address',
      source: 'calculator-debt',
      returnTo: '/calculators/debt-freedom',
    },
  })
  // A source or a return path the site does not have is not echoed back.
  const odd = await postForm({ email: '', source: 'elsewhere', returnTo: 'https://evil.example/' })
  expect(odd.data).toMatchObject({ values: { source: 'home', returnTo: '/' } })
})

test('a fetcher gets the same answer as an API client, and a plain post to the API is not redirected', async () => {
  const fetched = await callPage<NewsletterAnswer>(
    newsletterPage.action,
    formRequest('/newsletter', [
      ['email', 'fetched@example.com'],
      ['source', 'blog'],
    ]),
  )
  expect(fetched.data).toEqual({ ok: true, message: NEWSLETTER_SUCCESS_MESSAGE })
  expect(await rowsFor('fetched@example.com')).toHaveLength(1)

  const api = await callRoute(
    subscribeRoute.action,
    new Request('http://localhost:3000/api/newsletter/subscribe', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Mode': 'navigate',
      },
      body: new URLSearchParams({ email: 'api.form@example.com', source: 'home' }).toString(),
    }),
  )
  expect(api.status).toBe(200)
  expect(await api.json()).toEqual({ ok: true, message: NEWSLETTER_SUCCESS_MESSAGE })
})

test('a form without returnTo goes back to the Referer page, and a malformed Referer to the home page', async () => {
  const post = (referer: string, email: string) =>
    postForm({ email, source: 'blog' }, { Referer: referer })
  const back = await post('http://localhost:3000/blog/some-post?x=1', 'referer.ok@example.com')
  expect(back.headers.get('Location')).toBe('/blog/some-post?newsletter=subscribed#newsletter')
  for (const referer of ['http://[', 'not a url', 'http://localhost:3000/.//evil.example']) {
    const response = await post(referer, 'referer.bad@example.com')
    expect(response.status, referer).toBe(303)
    expect(response.headers.get('Location'), referer).toBe('/?newsletter=subscribed#newsletter')
  }
})

test('sign-ups this month count new and renewed subscriptions, not unsubscribed ones', async () => {
  const before = await countSignupsThisMonth(db)
  await subscribe({ email: 'counted@example.com', source: 'home' })
  expect(await countSignupsThisMonth(db)).toBe(before + 1)
  const lastMonth = new Date()
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() + 1)
  expect(await countSignupsThisMonth(db, lastMonth)).toBe(0)
})

test('any JSON body gets a 2xx or 4xx answer, never a server error', async () => {
  await fc.assert(
    fc.asyncProperty(fc.jsonValue(), async (body) => {
      const response = await subscribe(JSON.stringify(body))
      expect(response.status).toBeGreaterThanOrEqual(200)
      expect(response.status).toBeLessThan(500)
    }),
    { numRuns: 60 },
  )
})
