import { CategoryBadge, StatusBadge } from '~/features/leads'
import { LocalTime, MeetingTime } from './local-time'
import { formatDay } from '~/lib/format'
import { formatDollars } from '~/lib/money'
import { actorLabel, describeEvent } from './portal-format'
import type { AdvisorLeadDetail, LeadEventView } from './portal-types'

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
      aria-labelledby={`${id}-title`}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function Facts({ rows }: { rows: readonly [string, React.ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
          <dt className="text-slate-700">{label}</dt>
          <dd className="min-w-0 text-right font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Score, category, status and when the lead was matched, at the top of the page. */
export function LeadSummary({ lead }: { lead: AdvisorLeadDetail }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm font-semibold text-slate-700">Score</dt>
        <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
          {lead.score} <span className="text-base font-semibold text-slate-600">/ 100</span>
        </dd>
        <dd className="text-sm text-slate-700">{lead.readinessLevel}</dd>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm font-semibold text-slate-700">Category</dt>
        <dd className="mt-2">
          <CategoryBadge category={lead.category} />
        </dd>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm font-semibold text-slate-700">Status</dt>
        <dd className="mt-2">
          <StatusBadge status={lead.status} />
        </dd>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm font-semibold text-slate-700">Matched</dt>
        <dd className="mt-1 text-lg font-semibold text-slate-900">{formatDay(lead.matchedAt)}</dd>
      </div>
    </dl>
  )
}

/** What the visitor told the assessment. */
export function LeadAnswers({ lead }: { lead: AdvisorLeadDetail }) {
  return (
    <Card id="answers" title="Assessment answers">
      <Facts
        rows={[
          ['Age', lead.age],
          ['Location', lead.location],
          ['Annual income', formatDollars(lead.annualIncome)],
          ['Total debt', formatDollars(lead.totalDebt)],
          ['Emergency fund', formatDollars(lead.emergencyFund)],
          ['Monthly expenses', formatDollars(lead.monthlyExpenses)],
          ['Investable assets', formatDollars(lead.investableAssets)],
          ['Credit score', lead.creditScore ?? 'Not given'],
        ]}
      />
    </Card>
  )
}

const BREAKDOWN = [
  ['emergencyFund', 'Emergency fund'],
  ['debtManagement', 'Debt management'],
  ['cashFlow', 'Cash flow'],
  ['creditHealth', 'Credit health'],
] as const

/** The four parts of the score, each out of 25. */
export function ScoreBreakdown({ lead }: { lead: AdvisorLeadDetail }) {
  return (
    <Card id="breakdown" title="Score breakdown">
      <ul className="space-y-3">
        {BREAKDOWN.map(([key, label]) => {
          const points = lead.breakdown[key]
          return (
            <li key={key}>
              <div className="flex items-baseline justify-between text-sm">
                <span className="font-semibold text-slate-900">{label}</span>
                <span className="text-slate-800 tabular-nums">{points} / 25</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2.5 rounded-full bg-slate-100">
                <div
                  className="h-2.5 rounded-full bg-brand-600"
                  style={{ width: `${(points / 25) * 100}%` }}
                />
              </div>
            </li>
          )
        })}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        Total {lead.score} / 100: {lead.readinessLevel}.
      </p>
    </Card>
  )
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

/** The proof of consent stored with the lead (DECISIONS §4). */
export function ConsentRecord({ lead }: { lead: AdvisorLeadDetail }) {
  const consent = lead.consent
  return (
    <Card id="consent" title="Consent record">
      {consent ? (
        <>
          <Facts
            rows={[
              ['Email contact', yesNo(consent.emailConsent)],
              ['Phone and text contact', yesNo(consent.phoneConsent)],
              ['Agreed on', <LocalTime key="at" iso={consent.consentedAt} />],
              ['Page', consent.pageUrl],
              ['Disclosure version', consent.disclosureVersion],
            ]}
          />
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Disclosure shown</h3>
          <blockquote className="mt-1 rounded-lg border-l-4 border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
            {consent.disclosureText}
          </blockquote>
        </>
      ) : (
        <p className="text-slate-700">No consent record is stored for this lead.</p>
      )}
    </Card>
  )
}

/** Everything that happened to the lead, newest first (notes have their own list). */
export function LeadHistory({
  lead,
  officeState,
  actor,
}: {
  lead: AdvisorLeadDetail
  /** The advisor's office state: meeting times show in its time zone and the lead's. */
  officeState: string
  actor: string
}) {
  const history = lead.events.filter((event) => event.type !== 'NOTE')
  return (
    <Card id="history" title="History">
      {history.length ? (
        <ol className="space-y-3">
          {history.map((event, index) => (
            <li key={`${index}-${event.at}`} className="border-l-4 border-brand-100 pl-3">
              <p className="font-semibold text-slate-900">{describeEvent(event)}</p>
              <p className="text-sm text-slate-700">
                {actorLabel(event.actor, actor)}, <LocalTime iso={event.at} />
              </p>
              <EventNote event={event} officeState={officeState} leadState={lead.state} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-700">Nothing has happened yet.</p>
      )}
    </Card>
  )
}

/** What an event carries besides its type: a meeting's time, or the words that came with it. */
function EventNote({
  event,
  officeState,
  leadState,
}: {
  event: LeadEventView
  officeState: string
  leadState: string
}) {
  if (!event.note || event.type === 'CONTACTED') return null
  if (event.type === 'MEETING_SCHEDULED' && !Number.isNaN(Date.parse(event.note)))
    return (
      <p className="mt-1 text-sm text-slate-800">
        For <MeetingTime iso={event.note} officeState={officeState} leadState={leadState} />
      </p>
    )
  return <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{event.note}</p>
}
