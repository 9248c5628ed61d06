import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import {
  ADVISOR_PAYMENT_DISCLOSURE,
  INTRODUCE_LABEL,
  PRIVACY_CONTACT_EMAIL,
  SCORE_ONLY_LABEL,
} from '~/features/legal'
import { useHydrated } from '~/ui/use-hydrated'
import type { LeadResponse } from '~/features/leads'

type MatchedAdvisor = LeadResponse['matchedAdvisors'][number]

/** Who may contact the visitor (DECISIONS §3–4), or the education track when nobody was matched. */
export function AssessmentAdvisors({
  lead,
  phoneConsent,
}: {
  lead: LeadResponse
  phoneConsent: boolean
}) {
  const advisors = lead.matchedAdvisors
  if (lead.matching === 'score-only') return <ScoreOnlyNote />
  if (!advisors.length)
    return <EducationTrack category={lead.category} withheld={lead.matchingWithheld} />
  const first = advisors[0]
  return (
    <section
      aria-labelledby="advisors-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id="advisors-heading" className="text-xl font-bold text-slate-900">
        Your matched advisors
      </h3>
      <p className="mt-2 text-slate-800">
        {advisors.length === 1
          ? 'This registered investment advisor'
          : `These ${advisors.length} registered investment advisors`}{' '}
        may contact you by email
        {phoneConsent
          ? `, and by phone or text at the number you gave, because you ticked that box: ${advisors.map((advisor) => advisor.name).join(', ')}. Reply STOP to any text to stop texts.`
          : '. You did not agree to phone calls or texts, so they will not call or text you.'}{' '}
        Check each advisor on the SEC’s{' '}
        <a
          href="https://adviserinfo.sec.gov/"
          className="font-medium text-brand-700 underline"
          rel="noopener noreferrer"
        >
          Investment Adviser Public Disclosure
        </a>{' '}
        site using their CRD number. Changed your mind?{' '}
        <Link to="/do-not-sell" className="font-medium text-brand-700 underline">
          Opt out of sharing your details
        </Link>
        .
      </p>
      <p
        data-disclosure="advisor-payment"
        className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900"
      >
        <strong>How we are paid:</strong> {ADVISOR_PAYMENT_DISCLOSURE}
      </p>
      <ul className="mt-5 grid gap-4 md:grid-cols-2">
        {advisors.map((advisor) => (
          <li key={advisor.id} className="rounded-xl border border-slate-200 p-4">
            <p className="text-lg font-bold text-slate-900">{advisor.name}</p>
            <p className="text-slate-800">{advisor.firm}</p>
            <p className="text-sm text-slate-700">
              CRD {advisor.crd} · {advisor.city}, {advisor.state}
            </p>
            <p className="mt-3 text-sm font-semibold text-slate-800">Why you were matched</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
              {advisor.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {lead.category === 'HOT' && first && lead.leadId ? (
        <ContactAdvisor leadId={lead.leadId} advisor={first} />
      ) : null}
    </section>
  )
}

/** The results' request to be contacted, sent to the assessment page's action. */
export const CONTACT_REQUEST_INTENT = 'contact-request'
export interface ContactRequestAnswer {
  intent: typeof CONTACT_REQUEST_INTENT
  ok: boolean
}

/**
 * 'Contact Your Matched Advisor' (HOT leads only): records the request, so the advisor sees the
 * visitor is expecting them, and reveals the advisor's contact card. Without JavaScript the card
 * is simply shown. The card opens even if recording fails: the visitor can still reach out.
 */
function ContactAdvisor({ leadId, advisor }: { leadId: string; advisor: MatchedAdvisor }) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<ContactRequestAnswer | { ok: false }>()
  const [open, setOpen] = useState(false)
  const shown = open || !hydrated
  const recorded =
    fetcher.state !== 'idle' || !fetcher.data ? 'idle' : fetcher.data.ok ? 'recorded' : 'failed'

  function openCard() {
    setOpen((value) => !value)
    if (recorded === 'recorded' || fetcher.state !== 'idle') return
    void fetcher.submit(
      { intent: CONTACT_REQUEST_INTENT, leadId, advisorId: advisor.id },
      { method: 'post', action: '/investment-readiness' },
    )
  }
  return (
    <div className="mt-6">
      {hydrated ? (
        <button
          type="button"
          className="btn-primary"
          aria-expanded={open}
          aria-controls="advisor-contact-card"
          onClick={openCard}
        >
          Contact Your Matched Advisor
        </button>
      ) : null}
      <p role="status" className="mt-2 text-sm text-slate-800">
        {recorded === 'recorded'
          ? `We have let ${advisor.name} know you would like to hear from them.`
          : recorded === 'failed'
            ? `We could not pass your request on just now, but you can contact ${advisor.name} directly below.`
            : ''}
      </p>
      <div
        id="advisor-contact-card"
        hidden={!shown}
        className="mt-4 rounded-xl border-2 border-brand-600 bg-brand-50 p-5"
      >
        <h4 className="text-lg font-bold text-slate-900">Contact {advisor.name}</h4>
        <p className="text-slate-800">
          {advisor.firm} · CRD {advisor.crd}
        </p>
        {advisor.bio ? <p className="mt-2 text-sm text-slate-700">{advisor.bio}</p> : null}
        <ul className="mt-3 flex flex-wrap gap-3 [&>li]:max-w-full">
          {advisor.phone ? (
            <li>
              <a href={`tel:${advisor.phone.replace(/[^\d+]/g, '')}`} className="btn-secondary">
                Call {advisor.phone}
              </a>
            </li>
          ) : null}
          <li>
            <a href={`mailto:${advisor.email}`} className="btn-secondary max-w-full break-all">
              Email {advisor.email}
            </a>
          </li>
          {advisor.website ? (
            <li>
              <a href={advisor.website} className="btn-secondary" rel="noopener noreferrer">
                Visit website
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  )
}

/** "Just show my score": nobody was told about this visitor, and how to ask for introductions. */
function ScoreOnlyNote() {
  return (
    <section
      aria-labelledby="score-only-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id="score-only-heading" className="text-xl font-bold text-slate-900">
        Not shared with any advisor
      </h3>
      <p className="mt-2 text-slate-800">
        You chose “{SCORE_ONLY_LABEL}”, so we have not passed anything you entered to any advisor,
        and we have not kept your answers. If you would like introductions later, take the
        assessment again and choose “{INTRODUCE_LABEL}”.
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {EDUCATION_LINKS.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="font-medium text-brand-700 underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

const EDUCATION_LINKS = [
  { href: '/calculators/emergency-fund', label: 'Emergency fund calculator' },
  { href: '/calculators/debt-freedom', label: 'Debt freedom calculator' },
  { href: '/calculators/compound-interest', label: 'Compound interest calculator' },
  { href: '/calculators', label: 'All calculators' },
  { href: '/blog', label: 'Guides on the blog' },
] as const

/** Why nobody was matched, in the visitor's terms. */
function noMatchText(
  category: LeadResponse['category'],
  withheld: LeadResponse['matchingWithheld'],
): string {
  if (withheld === 'gpc')
    return 'Your browser sends a Global Privacy Control signal, so we have not passed your details to any advisor. If you would like to be matched, take the assessment again and tick “Match me with advisors anyway”. Until then, our free tools can help you keep building.'
  if (withheld === 'see-email')
    return `We have not passed these details to any advisor. We have sent an email to the address you gave that explains why, and what you can do next. Questions? Email ${PRIVACY_CONTACT_EMAIL}. Until then, our free tools can help you keep building.`
  if (category === 'COLD')
    return 'We have not passed your details to any advisor. Most people get the most from an advisor once they have an emergency fund and their debt under control, and our free tools can help you get there.'
  return 'No advisor registered in your state has room for new clients right now, so we have not passed your details to anyone. In the meantime, our free tools can help you keep building.'
}

function EducationTrack({
  category,
  withheld,
}: {
  category: LeadResponse['category']
  withheld: LeadResponse['matchingWithheld']
}) {
  return (
    <section
      aria-labelledby="education-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id="education-heading" className="text-xl font-bold text-slate-900">
        {withheld
          ? 'Not shared with any advisor'
          : category === 'COLD'
            ? 'Build your foundations first'
            : 'No advisor has room yet'}
      </h3>
      <p className="mt-2 text-slate-800">{noMatchText(category, withheld)}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {EDUCATION_LINKS.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="font-medium text-brand-700 underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
