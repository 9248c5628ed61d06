import { useEffect, useRef } from 'react'
import { Form, Link } from 'react-router'
import { AssessmentCtaNote } from '~/features/legal'
import { METHOD_STEPS } from '~/method'
import { ASSESSMENT_DURATION } from '~/site'
import type { DashboardActionData } from './dashboard-actions.server'
import type { DashboardData } from './dashboard.server'
import { scoreTone } from './score-tone'
import { ReadinessChart } from './readiness-chart'
import { formatDay } from '~/lib/format'

/**
 * A section's answer to its form: a status for success, an alert for a problem. `takeFocus`: each
 * new answer moves focus here, for forms whose button goes away with what it acted on.
 */
export function SectionMessage({
  action,
  intent,
  takeFocus = false,
}: {
  action: DashboardActionData | undefined
  intent: DashboardActionData['intent']
  takeFocus?: boolean
}) {
  const shown = action?.intent === intent ? action : undefined
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (takeFocus && shown) ref.current?.focus()
  }, [takeFocus, shown])
  return (
    <p
      ref={ref}
      tabIndex={takeFocus ? -1 : undefined}
      role={shown && !shown.ok ? 'alert' : 'status'}
      className={`text-sm font-medium ${shown?.ok === false ? 'text-red-800' : 'text-green-800'}`}
    >
      {shown?.message ?? ''}
    </p>
  )
}

export function Card({
  id,
  title,
  children,
  className = '',
}: {
  id: string
  title: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** Greeting with initials, the email and whether it is verified, and the sign-out buttons. */
export function DashboardGreeting({
  user,
  greeting,
  action,
}: {
  user: DashboardData['user']
  /** "Welcome" on the first visit, "Welcome back" on later ones. */
  greeting: 'Welcome' | 'Welcome back'
  action: DashboardActionData | undefined
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
          >
            {user.initials}
          </span>
          <div>
            <h1 className="text-3xl font-bold text-slate-900">
              {greeting}, {user.firstName}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-slate-700">
              <span className="break-all">{user.email}</span>
              {user.emailVerified ? (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
                  ✓ Verified
                </span>
              ) : (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
                  Not verified yet
                </span>
              )}
            </p>
            {user.emailVerified ? null : (
              <Form
                method="post"
                preventScrollReset
                className="mt-2 flex flex-wrap items-center gap-3"
              >
                <input type="hidden" name="intent" value="resend-verification" />
                <span className="text-sm text-slate-700">
                  Check your inbox for the confirmation link.
                </span>
                <button
                  type="submit"
                  className="min-h-11 text-sm font-semibold text-brand-700 underline"
                >
                  Send a new link
                </button>
              </Form>
            )}
            <SectionMessage action={action} intent="resend-verification" />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Form method="post" action="/logout">
            <button type="submit" className="btn-secondary">
              Sign out
            </button>
          </Form>
          <Form method="post" action="/logout">
            <input type="hidden" name="scope" value="everywhere" />
            <button type="submit" className="btn-secondary">
              Sign out everywhere
            </button>
          </Form>
        </div>
      </div>
    </header>
  )
}

const COMPLETION_LINKS: Record<string, string> = {
  firstName: '#profile',
  email: '#profile',
  goals: '#profile',
  readinessScore: '/investment-readiness',
  calculatorHistory: '/calculators',
}

export function CompletionCard({ completion }: { completion: DashboardData['completion'] }) {
  return (
    <Card id="completion" title="Profile completion">
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-bold text-slate-900 tabular-nums">
          {completion.percent}%
        </span>
        <span className="text-slate-700">complete</span>
      </p>
      <div
        role="progressbar"
        aria-label="Profile completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completion.percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${completion.percent}%` }}
        />
      </div>
      <ul className="mt-4 space-y-2">
        {completion.items.map((item) => (
          <li key={item.part} className="flex items-start gap-2">
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                item.done ? 'bg-green-700 text-white' : 'border-2 border-slate-400'
              }`}
            >
              {item.done ? '✓' : ''}
            </span>
            {item.done ? (
              <span className="text-slate-700">
                {item.label} <span className="sr-only">(done)</span>
              </span>
            ) : (
              <Link
                to={COMPLETION_LINKS[item.part] ?? '#profile'}
                className="font-medium text-brand-700 underline"
              >
                {item.label}
                <span className="sr-only"> (to do)</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  )
}

const TONE_CLASSES = {
  green: 'bg-green-50 text-green-900 ring-green-300',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-300',
  red: 'bg-red-50 text-red-900 ring-red-300',
} as const

const BREAKDOWN_LABELS = {
  emergencyFund: 'Emergency fund',
  debtManagement: 'Debt management',
  cashFlow: 'Cash flow',
  creditHealth: 'Credit health',
} as const

export function ReadinessCard({
  score,
  history,
  assessment,
}: {
  score: number | null
  history: DashboardData['readinessHistory']
  assessment: DashboardData['assessment']
}) {
  const latest = history.at(-1)
  if (score === null || !latest) {
    return (
      <Card id="readiness" title="Investment Readiness score" className="lg:col-span-2">
        <p className="text-slate-700">
          You have no score yet. The free assessment takes {ASSESSMENT_DURATION} and shows how your
          emergency fund, debt, cash flow and credit measure up.
        </p>
        <Link to="/investment-readiness" className="btn-primary mt-4">
          Get my free score
        </Link>
        <AssessmentCtaNote className="mt-3" />
      </Card>
    )
  }
  const breakdown = assessment?.breakdown
  return (
    <Card id="readiness" title="Investment Readiness score" className="lg:col-span-2">
      <div className="flex flex-wrap items-center gap-4">
        <p className={`rounded-xl px-4 py-3 ring-1 ${TONE_CLASSES[scoreTone(score)]}`}>
          <span className="text-4xl font-bold tabular-nums">{score}</span>
          <span className="text-lg font-semibold"> / 100</span>
          <span className="block text-sm font-semibold">{latest.readinessLevel}</span>
        </p>
        <p className="text-slate-700">
          Latest score, {formatDay(latest.at)}.{' '}
          <Link to="/investment-readiness" className="font-semibold text-brand-700 underline">
            Take the assessment again
          </Link>
        </p>
        <AssessmentCtaNote className="basis-full" />
      </div>
      {breakdown ? (
        <div className="mt-5">
          <h3 className="font-semibold text-slate-900">
            Your latest assessment ({formatDay(assessment.at)})
          </h3>
          <dl className="mt-2 grid gap-3 sm:grid-cols-2">
            {(Object.keys(BREAKDOWN_LABELS) as (keyof typeof BREAKDOWN_LABELS)[]).map((key) => (
              <div key={key}>
                <dt className="text-sm text-slate-700">{BREAKDOWN_LABELS[key]}</dt>
                <dd className="flex items-center gap-2">
                  <span
                    className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                    aria-hidden="true"
                  >
                    <span
                      className="block h-full rounded-full bg-brand-600"
                      style={{ width: `${(breakdown[key] / 25) * 100}%` }}
                    />
                  </span>
                  <span className="shrink-0 text-right text-sm font-semibold whitespace-nowrap tabular-nums">
                    {breakdown[key]} of 25
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <div className="mt-6">
        <h3 className="font-semibold text-slate-900">Score history</h3>
        <div className="mt-2">
          <ReadinessChart points={history} />
        </div>
      </div>
    </Card>
  )
}

/** Where the user is on the 6-step method, from their latest assessment. */
export function StepCard({ assessment }: { assessment: DashboardData['assessment'] }) {
  const current = assessment?.step ?? null
  const next = current ? METHOD_STEPS[current - 1] : null
  return (
    <Card id="method-step" title="Your step on the 6-step method">
      {current && next ? (
        <p className="text-slate-800">
          From your assessment on {formatDay(assessment?.at ?? '')}, you are on{' '}
          <strong>
            step {current} of 6: {next.title}
          </strong>
          . {next.text}
        </p>
      ) : (
        <p className="text-slate-800">
          Take the Investment Readiness assessment to find out which step of the method you are on.
        </p>
      )}
      <ol className="mt-4 space-y-2">
        {METHOD_STEPS.map((step) => {
          const state =
            current === null
              ? 'open'
              : step.step < current
                ? 'done'
                : step.step === current
                  ? 'current'
                  : 'open'
          return (
            <li
              key={step.step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 ${
                state === 'current' ? 'bg-brand-50 ring-2 ring-brand-600' : ''
              }`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  state === 'done'
                    ? 'bg-green-700 text-white'
                    : state === 'current'
                      ? 'bg-brand-700 text-white'
                      : 'bg-slate-200 text-slate-800'
                }`}
              >
                {state === 'done' ? '✓' : step.step}
              </span>
              <span className="text-slate-900">
                <span className="sr-only">Step {step.step}: </span>
                {step.title}
                {state === 'done' ? <span className="text-sm text-slate-700"> (done)</span> : null}
                {state === 'current' ? (
                  <span className="text-sm font-semibold text-brand-800"> (you are here)</span>
                ) : null}
              </span>
            </li>
          )
        })}
      </ol>
      {next ? (
        <Link to={next.to} className="btn-primary mt-4">
          {next.action}
        </Link>
      ) : (
        <>
          <Link to="/investment-readiness" className="btn-primary mt-4">
            Find my step
          </Link>
          <AssessmentCtaNote className="mt-3" />
        </>
      )}
    </Card>
  )
}
