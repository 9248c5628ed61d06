import { Form, Link, useNavigation } from 'react-router'
import { DISCLOSURE_TEXT } from '~/features/legal'
import { AssessmentResults } from './assessment-results'
import type { LeadResponse } from '~/features/leads'
import { formatLongUtcDateTime } from '~/lib/format'

export type UpdateLinkProblem = 'invalid' | 'used' | 'expired'

/** What the link's page shows before anything is applied. */
export interface UpdatePreviewData {
  token: string
  submittedAt: string
  expiresAt: string
  changes: { label: string; before: string; after: string }[]
}

export type LeadUpdateActionData =
  | { ok: true; lead: LeadResponse; phoneConsent: boolean }
  | { ok: false; problem: UpdateLinkProblem }

export const PROBLEM_TEXT: Record<UpdateLinkProblem, { title: string; text: string }> = {
  invalid: {
    title: 'This link is not valid',
    text: 'It may have been copied incompletely, or replaced by a newer link sent to the same address (only the newest one works). Nothing has been changed.',
  },
  used: {
    title: 'This link has already been used',
    text: 'The answers it carried have been applied to your assessment. Each link works once.',
  },
  expired: {
    title: 'This link has expired',
    text: 'Links to apply new answers work for 24 hours, and this one was not used in time, so nothing was changed.',
  },
}

/** The page for a link that cannot be used: why, plainly, and what to do instead. */
export function UpdateLinkProblemView({ problem }: { problem: UpdateLinkProblem }) {
  const { title, text } = PROBLEM_TEXT[problem]
  return (
    <section aria-labelledby="update-problem-heading" className="space-y-4">
      <h2 id="update-problem-heading" className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <p role="alert" className="text-slate-800">
        {text}
      </p>
      <p className="text-slate-800">
        To change your answers, take the assessment again from the browser you first used, or sign
        in with your verified email address first.
      </p>
      <Link to="/investment-readiness" className="btn-primary">
        Take the assessment
      </Link>
    </section>
  )
}

/**
 * What the answers sent with the owner's address would change, and a button to apply them. Opening
 * the page changes nothing; only the button (a POST) does.
 */
export function UpdatePreview({ preview }: { preview: UpdatePreviewData }) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  return (
    <div className="space-y-8">
      <p className="text-slate-800">
        New answers to the Investment Readiness assessment were sent with your email address on{' '}
        {formatLongUtcDateTime(preview.submittedAt)} UTC, from a browser that had not shown it is
        yours. Nothing has changed yet: here is what applying them would change.
      </p>
      {preview.changes.length ? (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="px-4 pt-4 text-left text-lg font-bold text-slate-900">
              What would change
            </caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="px-4 py-2 font-semibold">
                  Answer
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Now
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  After applying
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.changes.map((change) => (
                <tr key={change.label} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                    {change.label}
                  </th>
                  <td className="px-4 py-2 text-slate-700">{change.before}</td>
                  <td className="px-4 py-2 text-slate-900">{change.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-slate-800">
          The answers sent are the same as those stored. Applying them records them again.
        </p>
      )}

      <section
        aria-labelledby="not-you-heading"
        className="rounded-2xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="not-you-heading" className="text-lg font-bold text-slate-900">
          Not you?
        </h2>
        <p className="mt-1 text-slate-800">
          You do not need to do anything: close this page and your assessment stays as it is. This
          link stops working on {formatLongUtcDateTime(preview.expiresAt)} UTC.
        </p>
      </section>

      <Form method="post" action="/investment-readiness/update" className="space-y-4">
        <input type="hidden" name="token" value={preview.token} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <button
            type="submit"
            className="btn-primary shrink-0"
            disabled={busy}
            aria-describedby="update-disclosure"
          >
            {busy ? 'Applying…' : 'Apply these answers'}
          </button>
          <p id="update-disclosure" className="text-sm leading-6 text-slate-700">
            {DISCLOSURE_TEXT}{' '}
            <Link to="/privacy" className="font-medium text-brand-700 underline">
              Privacy policy
            </Link>
          </p>
        </div>
      </Form>
    </div>
  )
}

/** After applying: the updated results, with the advisors who may contact the owner. */
export function UpdateApplied({
  lead,
  phoneConsent,
}: {
  lead: LeadResponse
  phoneConsent: boolean
}) {
  return (
    <div className="space-y-6">
      <p
        role="status"
        className="rounded-lg border-2 border-green-700 bg-green-50 p-3 text-green-900"
      >
        Your assessment is updated with these answers. We have emailed you a copy of your results.
      </p>
      <AssessmentResults
        lead={lead}
        phoneConsent={phoneConsent}
        savedInBrowser={false}
        againHref="/investment-readiness"
      />
    </div>
  )
}
