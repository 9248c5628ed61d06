import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  NEWSLETTER_FAILURE_MESSAGE,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_TOO_MANY_MESSAGE,
} from './messages'
import { subscribe } from './subscribe'

function answering(response: Response | Error) {
  const fetch = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('subscribe', () => {
  test('posts the form fields to the JSON sign-up and shows its answer', async () => {
    const fetch = answering(Response.json({ ok: true, message: 'ignored' }))
    const outcome = await subscribe({ email: 'a@example.com', source: 'home', website: '' })
    expect(outcome).toEqual({ ok: true, message: NEWSLETTER_SUCCESS_MESSAGE })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/newsletter/subscribe')
    expect(init.method).toBe('POST')
    expect((init.body as URLSearchParams).toString()).toBe('email=a%40example.com&source=home')
  })

  test('sends the honeypot only when something was typed in it', async () => {
    const fetch = answering(Response.json({ ok: true }))
    await subscribe({ email: 'a@example.com', source: 'blog', website: 'spam' })
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect((init.body as URLSearchParams).toString()).toBe(
      'email=a%40example.com&source=blog&website=spam',
    )
  })

  test('a problem with the address goes next to its field', async () => {
    answering(
      Response.json(
        {
          error: 'Some fields need your attention.',
          fieldErrors: { email: 'Enter a valid email address.' },
        },
        { status: 400 },
      ),
    )
    expect(await subscribe({ email: 'x@localhost', source: 'home' })).toEqual({
      ok: false,
      message: 'Enter a valid email address.',
      field: 'email',
    })
  })

  test('too many attempts, another refusal, a broken answer or no answer: the form’s own message', async () => {
    answering(Response.json({ error: 'slow down' }, { status: 429 }))
    expect(await subscribe({ email: 'a@example.com', source: 'home' })).toEqual({
      ok: false,
      message: NEWSLETTER_TOO_MANY_MESSAGE,
    })
    for (const response of [
      Response.json(
        { error: 'Some fields need your attention.', fieldErrors: { source: 'bad' } },
        { status: 400 },
      ),
      new Response('<html>', { status: 503 }),
      new TypeError('Failed to fetch'),
    ]) {
      answering(response)
      expect(await subscribe({ email: 'a@example.com', source: 'home' })).toEqual({
        ok: false,
        message: NEWSLETTER_FAILURE_MESSAGE,
      })
    }
  })
})
