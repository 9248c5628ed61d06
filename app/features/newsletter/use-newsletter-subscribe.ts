import { useEffect, useRef, type RefObject } from 'react'
import { useFetcher } from 'react-router'
import { NEWSLETTER_FAILURE_MESSAGE, type NewsletterAnswer } from './messages'
import type { NewsletterSource } from './schema'

/** Where every newsletter form posts. */
export const NEWSLETTER_ACTION = '/newsletter'

export type SubscribeState =
  | { status: 'idle' }
  | { status: 'joining' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string; field?: 'email' }

/**
 * Every newsletter form posts through here to the /newsletter page's action, with a fetcher (and
 * to the same action as a plain form without JavaScript). `submit` resolves to whether the address
 * was taken.
 */
export function useNewsletterSubscribe(source: NewsletterSource) {
  const fetcher = useFetcher<NewsletterAnswer>()
  const settle = useRef<((ok: boolean) => void) | null>(null)
  const answer = fetcher.data

  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer || !settle.current) return
    const done = settle.current
    settle.current = null
    done(answer.ok)
  }, [fetcher.state, answer])

  const state: SubscribeState =
    fetcher.state !== 'idle'
      ? { status: 'joining' }
      : !answer
        ? { status: 'idle' }
        : answer.ok
          ? { status: 'success', message: answer.message }
          : answer.fieldErrors.email
            ? { status: 'error', message: answer.fieldErrors.email, field: 'email' }
            : { status: 'error', message: answer.formError ?? NEWSLETTER_FAILURE_MESSAGE }

  function submit(email: string, honeypot: string): Promise<boolean> {
    return new Promise((resolve) => {
      settle.current = resolve
      void fetcher.submit(
        { email, source, ...(honeypot ? { website: honeypot } : {}) },
        { method: 'post', action: NEWSLETTER_ACTION },
      )
    })
  }

  return { state, submit }
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
