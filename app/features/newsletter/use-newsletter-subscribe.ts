import { useEffect, useState, type RefObject } from 'react'
import type { NewsletterSource } from './schema'
import { subscribe } from './subscribe'

export type SubscribeState =
  | { status: 'idle' }
  | { status: 'joining' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string; field?: 'email' }

/**
 * A newsletter form's state on a page React runs: it signs up through `subscribe` (as the pages
 * without React do), and the form posts to NEWSLETTER_ACTION without JavaScript. `submit` resolves
 * to whether the address was taken.
 */
export function useNewsletterSubscribe(source: NewsletterSource) {
  const [state, setState] = useState<SubscribeState>({ status: 'idle' })

  async function submit(email: string, honeypot: string): Promise<boolean> {
    setState({ status: 'joining' })
    const outcome = await subscribe({ email, source, website: honeypot })
    setState(
      outcome.ok
        ? { status: 'success', message: outcome.message }
        : {
            status: 'error',
            message: outcome.message,
            ...(outcome.field ? { field: outcome.field } : {}),
          },
    )
    return outcome.ok
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
