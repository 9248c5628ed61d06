import { useId, useRef, useState } from 'react'
import { NEWSLETTER_SUCCESS_MESSAGE } from '~/features/newsletter'
import { NEWSLETTER_ACTION, useNewsletterSubscribe, useOutcomeFocus } from '~/features/newsletter'
import { HoneypotField } from '~/ui/honeypot-field'

/**
 * The blog's newsletter box (seed 001 §2), signing up through the real API with source `blog`.
 * Without JavaScript the form posts to /newsletter, which comes back here with
 * `?newsletter=subscribed`, or shows its own page with the problem beside the address as typed.
 */
export function BlogNewsletter({ noScriptSubscribed }: { noScriptSubscribed?: boolean }) {
  const { state, submit } = useNewsletterSubscribe('blog')
  const [email, setEmail] = useState('')
  const [honeypot, setHoneypot] = useState('')
  const [subscribedEmail, setSubscribedEmail] = useState('')
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  useOutcomeFocus(state, { input: inputRef, error: alertRef, success: statusRef })
  const fieldError = state.status === 'error' && state.field === 'email' ? state.message : undefined
  const formError = state.status === 'error' && !state.field ? state.message : undefined
  const noScriptMessage =
    state.status === 'idle' && noScriptSubscribed ? NEWSLETTER_SUCCESS_MESSAGE : undefined

  return (
    <section
      id="newsletter"
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-2xl bg-brand-900 p-6 text-white sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        Get Weekly Financial Tips
      </h2>
      <p className="mt-2 text-brand-100">
        One practical tip a week on paying off debt, budgeting and investing, plus a free Excel debt
        tracker when you join. Unsubscribe with one click at any time.
      </p>
      <form
        method="post"
        action={NEWSLETTER_ACTION}
        data-analytics="newsletter"
        className="mt-5"
        onSubmit={async (event) => {
          event.preventDefault()
          const address = email
          if (await submit(address, honeypot)) {
            setSubscribedEmail(address)
            setEmail('')
          }
        }}
      >
        <input type="hidden" name="source" value="blog" />
        <input type="hidden" name="returnTo" value="/blog" />
        <HoneypotField id={`${id}-website`} value={honeypot} onChange={setHoneypot} />
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
          Email address
        </label>
        <div className="mt-1 flex flex-col gap-3 sm:flex-row">
          <input
            ref={inputRef}
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            className="field-input"
          />
          <button
            type="submit"
            className="btn-secondary shrink-0"
            disabled={state.status === 'joining'}
          >
            {state.status === 'joining' ? 'Subscribing…' : 'Subscribe'}
          </button>
        </div>
        {fieldError ? (
          <p id={`${id}-error`} className="mt-2 text-sm font-semibold text-amber-200">
            {fieldError}
          </p>
        ) : null}
      </form>
      <div
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className="mt-3 text-sm font-semibold empty:hidden"
      >
        {state.status === 'success'
          ? `Thank you! ${subscribedEmail} is signed up. ${state.message}`
          : noScriptMessage}
      </div>
      <div
        ref={alertRef}
        role="alert"
        tabIndex={-1}
        className="mt-2 text-sm font-semibold text-amber-200 empty:hidden"
      >
        {formError}
      </div>
    </section>
  )
}
