import { CTA_DISCLOSURE_TEXT } from './disclosure'

/** True when a link leads to the assessment (with or without a query or fragment). */
export const leadsToAssessment = (to: string) => /^\/investment-readiness(?:[?#]|$)/.test(to)

/**
 * The plain-words note that stands beside every call to action for the free assessment
 * (DECISIONS §4): qualified results are shared with up to 5 advisors who pay for introductions,
 * unless the visitor chooses score only. `onDark` for buttons on the brand-coloured panels.
 */
export function AssessmentCtaNote({
  className = '',
  onDark = false,
}: {
  className?: string
  onDark?: boolean
}) {
  return (
    <p
      data-disclosure="assessment-cta"
      className={`text-sm leading-6 ${onDark ? 'text-brand-50' : 'text-slate-700'} ${className}`}
    >
      {CTA_DISCLOSURE_TEXT}
    </p>
  )
}
