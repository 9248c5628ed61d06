import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Confetti, CONFETTI_MS } from './confetti'
import { NEWSLETTER_SUCCESS_MESSAGE } from './messages'
import {
  NEWSLETTER_ACTION,
  useNewsletterSubscribe,
  useOutcomeFocus,
} from './use-newsletter-subscribe'
import { HoneypotField } from '~/ui/honeypot-field'
import { formatCount } from '~/lib/format'

const EMOJIS = ['💰', '📈', '🎯', '🏦', '🌱'] as const
export const POPUP_MS = 5000
export const EMOJI_ROTATION_MS = 3000

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/**
 * The home page's newsletter block: real sign-ups this month toward the monthly goal, the form,
 * and a five-second welcome popup with a three-second confetti burst.
 */
export function HomeNewsletter(props: {
  signupsThisMonth: number
  monthlyGoal: number
  /** The form was posted without JavaScript and signed up (`?newsletter=subscribed`). */
  noScriptSubscribed?: boolean
}) {
  const { state, submit } = useNewsletterSubscribe('home')
  const [email, setEmail] = useState('')
  const [honeypot, setHoneypot] = useState('')
  const [popupOpen, setPopupOpen] = useState(false)
  const [confetti, setConfetti] = useState(false)
  const [emojiIndex, setEmojiIndex] = useState(0)
  const inputId = useId()
  const errorId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const errorRef = useRef<HTMLDivElement>(null)
  const popupRef = useRef<HTMLDivElement>(null)
  useOutcomeFocus(state, { input: inputRef, error: errorRef })

  // The welcome popup takes focus when it opens; when it closes with focus inside, focus goes
  // back to the email field rather than to the top of the page.
  useEffect(() => {
    if (popupOpen) popupRef.current?.focus()
  }, [popupOpen])
  const closePopup = useCallback(() => {
    const hadFocus = popupRef.current?.contains(document.activeElement) ?? false
    setPopupOpen(false)
    if (hadFocus) inputRef.current?.focus()
  }, [])

  useEffect(() => {
    const timer = setInterval(
      () => setEmojiIndex((i) => (i + 1) % EMOJIS.length),
      EMOJI_ROTATION_MS,
    )
    return () => clearInterval(timer)
  }, [])

  useEffect(() => {
    if (!popupOpen) return
    const timer = setTimeout(closePopup, POPUP_MS)
    return () => clearTimeout(timer)
  }, [popupOpen, closePopup])

  useEffect(() => {
    if (!confetti) return
    const timer = setTimeout(() => setConfetti(false), CONFETTI_MS)
    return () => clearTimeout(timer)
  }, [confetti])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const ok = await submit(email, honeypot)
    if (ok) {
      setEmail('')
      setPopupOpen(true)
      setConfetti(!prefersReducedMotion())
    }
  }

  const goal = Math.max(1, props.monthlyGoal)
  const percent = Math.min(100, Math.round((props.signupsThisMonth / goal) * 100))
  const fieldError = state.status === 'error' && state.field === 'email' ? state.message : undefined
  const formError = state.status === 'error' && !state.field ? state.message : undefined
  const noScriptMessage = props.noScriptSubscribed ? NEWSLETTER_SUCCESS_MESSAGE : undefined

  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="scroll-mt-20 bg-brand-900 text-white"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2 md:items-center">
        <div>
          <p className="text-4xl" aria-hidden="true" data-testid="newsletter-emoji">
            {EMOJIS[emojiIndex]}
          </p>
          <h2 id="newsletter-heading" className="mt-3 text-3xl font-bold">
            Join the community and get the free debt tracker
          </h2>
          <p className="mt-3 text-brand-100">
            One practical tip a week on paying off debt, saving and investing, plus an Excel debt
            tracker the moment you join. Unsubscribe with one click at any time.
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
          <p className="text-sm font-semibold text-slate-700" data-testid="signup-counter">
            <span className="text-2xl font-bold text-slate-900">
              {formatCount(props.signupsThisMonth)}
            </span>{' '}
            {props.signupsThisMonth === 1 ? 'person has' : 'people have'} joined this month · goal{' '}
            {formatCount(goal)}
          </p>
          <div
            role="progressbar"
            aria-label="Sign-ups this month toward the monthly goal"
            aria-valuemin={0}
            aria-valuemax={goal}
            aria-valuenow={Math.min(props.signupsThisMonth, goal)}
            aria-valuetext={`${props.signupsThisMonth} of ${goal} (${percent}%)`}
            className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-all"
              style={{ width: `${percent}%` }}
            />
          </div>
          <form
            method="post"
            action={NEWSLETTER_ACTION}
            data-analytics="newsletter"
            onSubmit={onSubmit}
            className="mt-6"
          >
            <input type="hidden" name="source" value="home" />
            <input type="hidden" name="returnTo" value="/" />
            <HoneypotField id={`${inputId}-website`} value={honeypot} onChange={setHoneypot} />
            <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
              Email address
            </label>
            <div className="mt-1 flex flex-col gap-3 sm:flex-row">
              <input
                ref={inputRef}
                id={inputId}
                name="email"
                type="email"
                required
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.com"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? errorId : undefined}
                className="field-input"
              />
              <button
                type="submit"
                className="btn-primary shrink-0"
                disabled={state.status === 'joining'}
              >
                {state.status === 'joining' ? 'Joining…' : 'Join Now'}
              </button>
            </div>
            {fieldError ? (
              <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
                {fieldError}
              </p>
            ) : null}
            <div
              ref={errorRef}
              role="alert"
              tabIndex={-1}
              className="text-sm font-medium text-red-700 empty:hidden"
            >
              {formError ? <p className="mt-2">{formError}</p> : null}
            </div>
            {noScriptMessage && state.status === 'idle' ? (
              <p role="status" className="mt-2 text-sm font-medium text-slate-800">
                {noScriptMessage}
              </p>
            ) : null}
          </form>
        </div>
      </div>
      <div role="status" aria-live="polite" className="empty:hidden">
        {popupOpen && state.status === 'success' ? (
          <div
            ref={popupRef}
            tabIndex={-1}
            className="fixed inset-x-4 bottom-6 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 text-center text-slate-900 shadow-2xl ring-1 ring-slate-200"
            data-testid="welcome-popup"
          >
            <p className="text-3xl" aria-hidden="true">
              🎉
            </p>
            <p className="mt-2 text-xl font-bold">Welcome to the Community</p>
            <p className="mt-1 text-slate-700">
              {state.message} Your welcome gift is waiting in your inbox.
            </p>
            <button type="button" className="btn-secondary mt-4" onClick={closePopup}>
              Close
            </button>
          </div>
        ) : null}
      </div>
      {confetti ? <Confetti /> : null}
    </section>
  )
}
