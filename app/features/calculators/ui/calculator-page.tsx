import { withoutPrefillMarker } from '../prefill-marker'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { AssessmentCtaNote } from '~/features/legal'
import { NEWSLETTER_ACTION, useNewsletterSubscribe, useOutcomeFocus } from '~/features/newsletter'
import type { NewsletterSource } from '~/features/newsletter'
import { calculatorCsvUrl, type CalculatorType } from '../calculator-types'
import { SaveCalculation } from './save-calculation'
import { FaqList } from '~/ui/faq-list'

export interface Faq {
  question: string
  answer: string
}

/** Breadcrumb (Home / Calculators / name), heading and introduction of a calculator page. */
export function CalculatorHeader({ title, intro }: { title: string; intro: React.ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-8">
        <nav aria-label="Breadcrumb" className="no-print text-sm text-slate-700">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link
                to="/"
                className="inline-flex min-h-6 items-center underline-offset-2 hover:underline"
              >
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link
                to="/calculators"
                className="inline-flex min-h-6 items-center underline-offset-2 hover:underline"
              >
                Calculators
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-semibold text-slate-900">
              {title}
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <div className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</div>
      </div>
    </header>
  )
}

/** A headline result: an <output> named after the result field, so it can be found and read. */
export function ResultStat(props: {
  name: string
  label: string
  value: string
  detail?: string
  tone?: 'brand' | 'green' | 'red' | 'plain'
}) {
  const tone = {
    brand: 'bg-brand-50 text-brand-900 ring-brand-200',
    green: 'bg-green-50 text-green-900 ring-green-200',
    red: 'bg-red-50 text-red-900 ring-red-200',
    plain: 'bg-white text-slate-900 ring-slate-200',
  }[props.tone ?? 'plain']
  const id = useId()
  return (
    <div className={`rounded-xl p-4 ring-1 ${tone}`}>
      <p id={id} className="text-sm font-medium">
        {props.label}
      </p>
      <output
        name={props.name}
        aria-labelledby={id}
        className="mt-1 block text-2xl font-bold tabular-nums"
      >
        {props.value}
      </output>
      {props.detail ? <p className="mt-1 text-sm">{props.detail}</p> : null}
    </div>
  )
}

/**
 * Copy link, CSV download and print for the results of a calculator, and 'Save to my dashboard'
 * for a signed-in user (`saveAs`; `autoSave` saves the result once on load). The CSV is a plain
 * link to the calculator's download route for `inputs` (its share query), so it works without
 * JavaScript.
 */
export function ResultActions({
  inputs,
  saveAs,
  autoSave,
}: {
  inputs: string
  saveAs: CalculatorType
  autoSave?: boolean
}) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle')
  async function copyLink() {
    try {
      // The note about assessment figures speaks to the visitor, not to whoever gets the link.
      await navigator.clipboard.writeText(withoutPrefillMarker(window.location.href))
      setCopied('copied')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <div className="no-print flex flex-wrap items-center gap-2">
      <button type="button" className="btn-secondary" onClick={copyLink}>
        Copy link
      </button>
      <a href={calculatorCsvUrl(saveAs, inputs)} download className="btn-secondary">
        Download CSV
      </a>
      <button type="button" className="btn-secondary" onClick={() => window.print()}>
        Print
      </button>
      <span role="status" className="text-sm text-slate-700">
        {copied === 'copied'
          ? 'Link copied to clipboard!'
          : copied === 'failed'
            ? 'Copy failed: copy the address from the address bar.'
            : ''}
      </span>
      <SaveCalculation calculatorType={saveAs} autoSave={autoSave} />
    </div>
  )
}

export function FaqSection({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <section aria-labelledby="faq-heading" className="no-print mx-auto max-w-6xl px-4 py-10">
      <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
        Frequently asked questions
      </h2>
      <FaqList faqs={faqs} />
    </section>
  )
}

export function RelatedTools({
  links,
}: {
  links: readonly { to: string; label: string; hint: string }[]
}) {
  return (
    <section aria-labelledby="related-heading" className="no-print mx-auto max-w-6xl px-4 py-10">
      <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
        Related Financial Tools
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
            >
              <span className="block font-semibold text-brand-800">{link.label}</span>
              <span className="mt-1 block text-sm text-slate-700">{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The invitation to the real assessment (the seed's made-up "potential score" is not shown). */
export function ReadinessBanner({ message }: { message: string }) {
  return (
    <section aria-labelledby="readiness-banner" className="no-print mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="readiness-banner" className="text-xl font-bold">
            How ready are you to invest?
          </h2>
          <p className="mt-1 text-brand-100">{message}</p>
          <AssessmentCtaNote onDark className="mt-2" />
        </div>
        <Link to="/investment-readiness" className="btn-secondary shrink-0 text-slate-900">
          Get My Free Score Now
        </Link>
      </div>
    </section>
  )
}

/** Newsletter sign-up on calculator pages: source `calculator-{type}`. */
export function CalculatorNewsletter({ source }: { source: NewsletterSource }) {
  const { state, submit } = useNewsletterSubscribe(source)
  const [email, setEmail] = useState('')
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const alertRef = useRef<HTMLParagraphElement>(null)
  useOutcomeFocus(state, { input: inputRef, error: alertRef, success: statusRef })
  return (
    <section aria-labelledby={`${id}-heading`} className="no-print mx-auto max-w-6xl px-4 pb-12">
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
          Get Weekly Financial Tips
        </h2>
        <p className="mt-1 text-slate-700">
          One practical tip a week, plus a free Excel debt tracker. Unsubscribe with one click.
        </p>
        <form
          method="post"
          action={NEWSLETTER_ACTION}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={async (event) => {
            event.preventDefault()
            if (await submit(email, '')) setEmail('')
          }}
        >
          <input type="hidden" name="source" value={source} />
          <div className="flex-1">
            <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-800">
              Email address
            </label>
            <input
              ref={inputRef}
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={state.status === 'error' && state.field ? true : undefined}
              aria-describedby={state.status === 'error' ? `${id}-error` : undefined}
              className="field-input mt-1"
            />
          </div>
          <button type="submit" className="btn-primary" disabled={state.status === 'joining'}>
            {state.status === 'joining' ? 'Subscribing…' : 'Subscribe'}
          </button>
        </form>
        <p
          ref={statusRef}
          role="status"
          tabIndex={-1}
          className="mt-2 text-sm font-medium text-slate-800"
        >
          {state.status === 'success' ? state.message : ''}
        </p>
        <p
          ref={alertRef}
          id={`${id}-error`}
          role="alert"
          tabIndex={-1}
          className="text-sm font-medium text-red-700"
        >
          {state.status === 'error' ? state.message : ''}
        </p>
      </div>
    </section>
  )
}

/**
 * A calculator page's reading matter, sent as the page's data rather than in its script
 * (docs/decisions/052-calculator-text-as-page-data.md): "How we calculate" as HTML, and the
 * questions and answers.
 */
export interface CalculatorPageText {
  method: string
  faqs: readonly Faq[]
}

/**
 * 'How we calculate': the formulas and assumptions, in plain words. The prose is HTML written by us
 * (never visitor input) that arrives in the page's data, so it is not part of the page's script
 * (docs/decisions/052-calculator-text-as-page-data.md).
 */
export function HowWeCalculate({ html }: { html: string }) {
  return (
    <section aria-labelledby="method-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="method-heading" className="text-2xl font-bold text-slate-900">
        How we calculate
      </h2>
      <div
        className="mt-3 max-w-3xl space-y-3 text-slate-700"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  )
}

/** What closes every calculator page: FAQs, related tools, the readiness banner and the newsletter. */
export function CalculatorPageEnd(props: {
  faqs: readonly Faq[]
  related: readonly { to: string; label: string; hint: string }[]
  bannerMessage: string
  newsletterSource: NewsletterSource
}) {
  return (
    <>
      <FaqSection faqs={props.faqs} />
      <RelatedTools links={props.related} />
      <ReadinessBanner message={props.bannerMessage} />
      <CalculatorNewsletter source={props.newsletterSource} />
    </>
  )
}
