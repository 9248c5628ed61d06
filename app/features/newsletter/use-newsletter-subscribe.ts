import { useEffect, useState, type RefObject } from 'react'
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

/**
 * Where focus goes once a newsletter form has its answer, so it is never left on the button that
 * was disabled while the form was sent: the thank-you message (`success`, when the form shows one
 * that can take focus), the email field for a problem with the address, the error message
 * otherwise.
 */
export function useOutcomeFocus(
  state: SubscribeState,
  targets: {
    input: RefObject<HTMLInputElement | null>
    error: RefObject<HTMLElement | null>
    success?: RefObject<HTMLElement | null>
  },
) {
  const { input, error, success } = targets
  useEffect(() => {
    if (state.status === 'success') success?.current?.focus()
    else if (state.status === 'error') (state.field ? input : error).current?.focus()
  }, [state, input, error, success])
}
