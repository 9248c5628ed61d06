import { useState } from 'react'
import { NEWSLETTER_FAILURE_MESSAGE } from './messages'
import type { NewsletterSource } from './schema'

export type SubscribeState =
  | { status: 'idle' }
  | { status: 'joining' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string; field?: 'email' }

/** Every newsletter form posts through here to POST /api/newsletter/subscribe. */
export function useNewsletterSubscribe(source: NewsletterSource) {
  const [state, setState] = useState<SubscribeState>({ status: 'idle' })

  async function submit(email: string, honeypot: string): Promise<boolean> {
    setState({ status: 'joining' })
    try {
      const response = await fetch('/api/newsletter/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, source, website: honeypot || undefined }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        fieldErrors?: Record<string, string>
      }
      if (response.ok) {
        setState({ status: 'success', message: body.message ?? 'Success!' })
        return true
      }
      const emailError = body.fieldErrors?.email
      if (response.status === 400 && emailError) {
        setState({ status: 'error', message: emailError, field: 'email' })
      } else if (response.status === 429) {
        setState({
          status: 'error',
          message:
            'Too many sign-up attempts from this connection. Please wait a few minutes and try again.',
        })
      } else {
        setState({ status: 'error', message: NEWSLETTER_FAILURE_MESSAGE })
      }
    } catch {
      setState({ status: 'error', message: NEWSLETTER_FAILURE_MESSAGE })
    }
    return false
  }

  return { state, submit, reset: () => setState({ status: 'idle' }) }
}
