import { NEWSLETTER_SUCCESS_MESSAGE } from './messages'
import { NEWSLETTER_ACTION } from './subscribe'
import { HoneypotField } from '~/ui/honeypot-field'
import { formatCount } from '~/lib/format'
import { EMOJIS, HOME_NEWSLETTER_IDS as IDS } from './home-newsletter-behaviour'

/**
 * The home page's newsletter block: real sign-ups this month toward the monthly goal, and the
 * form. The home page runs no React in the browser (docs/decisions/060): this is its markup, and
 * home-newsletter-behaviour.ts sends the form, shows the answer, the five-second welcome popup
 * and the three-second confetti, and turns the emoji. Without JavaScript the form posts to the
 * /newsletter page, which comes back here with `?newsletter=subscribed`.
 */
export function HomeNewsletter(props: {
  signupsThisMonth: number
  monthlyGoal: number
  /** The form was posted without JavaScript and signed up (`?newsletter=subscribed`). */
  noScriptSubscribed?: boolean
}) {
  const goal = Math.max(1, props.monthlyGoal)
  const percent = Math.min(100, Math.round((props.signupsThisMonth / goal) * 100))
  const noScriptMessage = props.noScriptSubscribed ? NEWSLETTER_SUCCESS_MESSAGE : undefined

  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="scroll-mt-20 bg-brand-900 text-white"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2 md:items-center">
        <div>
          <p id={IDS.emoji} className="text-4xl" aria-hidden="true" data-testid="newsletter-emoji">
            {EMOJIS[0]}
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
            id={IDS.form}
            method="post"
            action={NEWSLETTER_ACTION}
            data-analytics="newsletter"
            className="mt-6"
          >
            <input type="hidden" name="source" value="home" />
            <input type="hidden" name="returnTo" value="/" />
            <HoneypotField id={IDS.honeypot} />
            <label htmlFor={IDS.email} className="block text-sm font-semibold text-slate-800">
              Email address
            </label>
            <div className="mt-1 flex flex-col gap-3 sm:flex-row">
              <input
                id={IDS.email}
                name="email"
                type="email"
                required
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.com"
                className="field-input"
              />
              <button type="submit" className="btn-primary shrink-0">
                Join Now
              </button>
            </div>
            <p id={IDS.fieldError} className="mt-2 text-sm font-medium text-red-700 empty:hidden" />
            <div
              id={IDS.formError}
              role="alert"
              tabIndex={-1}
              className="text-sm font-medium text-red-700 empty:hidden"
            />
            {noScriptMessage ? (
              <p
                id={IDS.noScriptStatus}
                role="status"
                className="mt-2 text-sm font-medium text-slate-800"
              >
                {noScriptMessage}
              </p>
            ) : null}
          </form>
        </div>
      </div>
      <div id={IDS.popupSlot} role="status" aria-live="polite" className="empty:hidden" />
    </section>
  )
}
