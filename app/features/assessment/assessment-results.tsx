import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { AssessmentAdvisors } from './assessment-advisors'
import type { LeadResponse } from '~/features/leads'
import { CLEARED_MESSAGE, ClearSavedNumbersButton, StatusMessage, useStatus } from './saved-numbers'
import type { ScoreCategory } from './scoring'
import { calculatorName, type CalculatorType } from '~/features/calculators'

/** A calculator filled in with the visitor's figures (features/calculators/prefill.ts). */
export interface CalculatorLink {
  type: CalculatorType
  href: string
}

/**
 * Links that open the calculators with the figures just entered: nothing is filled in unless the
 * visitor follows one. Plain links, so they work without JavaScript.
 */
function CalculatorLinks({ links }: { links: readonly CalculatorLink[] }) {
  if (links.length === 0) return null
  return (
    <section
      aria-labelledby="calculator-links-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id="calculator-links-heading" className="text-xl font-bold text-slate-900">
        Try the calculators with your figures
      </h3>
      <p className="mt-2 text-slate-800">
        Open a calculator filled in with the figures you just entered, and change anything. They
        travel in the calculator’s page address, as anything typed into a calculator does; we don’t
        store them with it.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.type}>
            <a href={link.href} className="btn-secondary" rel="nofollow">
              {calculatorName(link.type)} with my figures
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Seed 000 §9: green at 75 or more, yellow at 50 to 74, red below 50; the words say it too. */
export function scoreBand(score: number) {
  if (score >= 75)
    return {
      label: 'Green band (75 or more)',
      box: 'border-green-600 bg-green-50',
      text: 'text-green-800',
      bar: 'bg-green-600',
    }
  if (score >= 50)
    return {
      label: 'Yellow band (50 to 74)',
      box: 'border-yellow-500 bg-yellow-50',
      text: 'text-yellow-900',
      bar: 'bg-yellow-500',
    }
  return {
    label: 'Red band (below 50)',
    box: 'border-red-600 bg-red-50',
    text: 'text-red-800',
    bar: 'bg-red-600',
  }
}

export const CATEGORY_LABELS: Record<ScoreCategory, string> = {
  emergencyFund: 'Emergency fund',
  debtManagement: 'Debt management',
  cashFlow: 'Cash flow',
  creditHealth: 'Credit health',
}

const CATEGORY_ORDER: readonly ScoreCategory[] = [
  'emergencyFund',
  'debtManagement',
  'cashFlow',
  'creditHealth',
]

/** The numbers were saved in this browser for the calculators, and can be removed from it. */
function SavedNumbersNote() {
  const [saved, setSaved] = useState(true)
  const status = useStatus()
  return (
    <div className="text-sm text-slate-700">
      {saved ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p>
            Your numbers are saved in this browser, so the{' '}
            <Link to="/calculators/debt-freedom" className="font-medium text-brand-700 underline">
              debt freedom
            </Link>{' '}
            and{' '}
            <Link to="/calculators/emergency-fund" className="font-medium text-brand-700 underline">
              emergency fund
            </Link>{' '}
            calculators can start from them.
          </p>
          <ClearSavedNumbersButton
            onCleared={() => {
              setSaved(false)
              status.say(CLEARED_MESSAGE, { focus: true })
            }}
          />
        </div>
      ) : null}
      <StatusMessage status={status} />
    </div>
  )
}

export interface AssessmentResultsProps {
  lead: LeadResponse
  phoneConsent: boolean
  /** Calculators the visitor's figures fill; none where the figures are not at hand. */
  calculatorLinks?: readonly CalculatorLink[]
  /** The numbers were saved in this browser (only with JavaScript; the form posted without it saves nothing). */
  savedInBrowser: boolean
  /** The empty form's address (keeps the utm_* parameters). */
  againHref: string
  onAgain?: () => void
}

/** The results view: score, level, next step, breakdown, action items and who may contact the visitor. */
export function AssessmentResults({
  lead,
  phoneConsent,
  calculatorLinks = [],
  savedInBrowser,
  againHref,
  onAgain,
}: AssessmentResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // Shown after a background submission: move focus (and the screen) to the results.
    headingRef.current?.focus()
  }, [lead.leadId])
  const band = scoreBand(lead.score)
  return (
    <section aria-labelledby="results-heading" className="space-y-8">
      <div className={`rounded-2xl border-2 p-6 ${band.box}`}>
        <h2
          id="results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none"
        >
          Your Investment Readiness Score
        </h2>
        <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <output
            name="score"
            aria-labelledby="results-heading"
            className={`text-6xl font-extrabold tabular-nums ${band.text}`}
          >
            {lead.score}
          </output>
          <span className="text-lg font-semibold text-slate-800">out of 100</span>
        </p>
        <p className={`mt-2 text-xl font-bold ${band.text}`} data-testid="readiness-level">
          {lead.readinessLevel}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {band.label}. The bands: green 75 to 100, yellow 50 to 74, red below 50.
        </p>
      </div>

      <section
        aria-labelledby="next-step-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h3 id="next-step-heading" className="text-xl font-bold text-slate-900">
          Your next step: step {lead.nextStep.step}, {lead.nextStep.title.toLowerCase()}
        </h3>
        <p className="mt-2 text-slate-800">{lead.recommendation}</p>
        <Link to={lead.nextStep.link.href} className="btn-secondary mt-4">
          {lead.nextStep.link.label}
        </Link>
      </section>

      <section
        aria-labelledby="breakdown-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h3 id="breakdown-heading" className="text-xl font-bold text-slate-900">
          Score breakdown
        </h3>
        <p className="mt-1 text-sm text-slate-600">Four categories, each out of 25.</p>
        <ul className="mt-4 space-y-4" aria-labelledby="breakdown-heading">
          {CATEGORY_ORDER.map((category) => {
            const points = lead.scoreBreakdown[category]
            return (
              <li key={category} data-testid={`breakdown-${category}`}>
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-slate-800">{CATEGORY_LABELS[category]}</span>
                  <span className="font-semibold text-slate-900 tabular-nums">{points} / 25</span>
                </div>
                <div
                  className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
                  aria-hidden="true"
                >
                  <div
                    className={`h-full rounded-full ${scoreBand(points * 4).bar}`}
                    style={{ width: `${(points / 25) * 100}%` }}
                  />
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      <section
        aria-labelledby="actions-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h3 id="actions-heading" className="text-xl font-bold text-slate-900">
          Action items
        </h3>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
          {lead.actionItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </section>

      <CalculatorLinks links={calculatorLinks} />

      <AssessmentAdvisors lead={lead} phoneConsent={phoneConsent} />

      {savedInBrowser ? <SavedNumbersNote /> : null}

      <div className="flex flex-wrap gap-3">
        <Link
          to={lead.matchingWithheld === 'gpc' ? withMatchingOffer(againHref) : againHref}
          onClick={onAgain}
          className="btn-primary"
        >
          Take Assessment Again
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        This score is education, not personal financial advice. Wealthward is not an investment
        advisor.
      </p>
    </section>
  )
}

/** The form shows "Match me with advisors anyway" when its URL asks for it. */
export function withMatchingOffer(href: string): string {
  const url = new URL(href, 'http://x')
  url.searchParams.set('matching', 'confirm')
  return `${url.pathname}${url.search}`
}
