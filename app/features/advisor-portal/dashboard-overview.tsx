import { Form, Link } from 'react-router'
import { formatCount, percentOf, formatOneDecimal } from '~/lib/format'
import { formatDollars } from '~/lib/money'
import type { AdvisorStats } from './portal-types'

/** The portal's title band: who is signed in and the Logout button (seed 000 §2). */
export function PortalHeader({
  email,
  title,
  firm = null,
  children,
}: {
  email: string
  title: string
  /** "Name, Firm" of the advisor record the account speaks for. */
  firm?: string | null
  children?: React.ReactNode
}) {
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 py-6">
        <div className="min-w-0">
          {children}
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 break-all text-slate-700">
            Signed in as <span className="font-semibold text-slate-900">{email}</span>
            {firm ? <span className="text-slate-700"> · {firm}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/ria/security" className="btn-secondary">
            Security
          </Link>
          <Form method="post" action="/ria/logout">
            <button type="submit" className="btn-secondary">
              Logout
            </button>
          </Form>
        </div>
      </div>
    </div>
  )
}

function StatCard({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    // min-w-0 lets a card narrower than a long figure shrink; the figure wraps rather than spill.
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold wrap-anywhere text-slate-900 tabular-nums sm:text-3xl">
        {value}
      </dd>
      <dd className="mt-1 text-sm wrap-break-word text-slate-600">{detail}</dd>
    </div>
  )
}

/** Total Leads, Hot Leads, Conversions, Avg Score. */
export function StatCards({ stats }: { stats: AdvisorStats }) {
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your leads at a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Leads"
          value={formatCount(stats.totalLeads)}
          detail={`${formatCount(stats.newLeads)} new, not contacted yet`}
        />
        <StatCard
          label="Hot Leads"
          value={formatCount(stats.hotLeads)}
          detail={`${percentOf(stats.hotLeads, stats.totalLeads)} of your leads`}
        />
        <StatCard
          label="Conversions"
          value={formatCount(stats.conversions)}
          detail={`${percentOf(stats.conversions, stats.totalLeads)} conversion rate`}
        />
        <StatCard
          label="Avg Score"
          value={formatOneDecimal(stats.avgScore)}
          detail="Investment Readiness, out of 100"
        />
      </dl>
    </section>
  )
}

/** Total Leads → Contacted → Qualified → Meeting Scheduled → Converted, with the share of the total. */
export function ConversionFunnel({ funnel }: { funnel: AdvisorStats['funnel'] }) {
  const stages = [
    { label: 'Total Leads', count: funnel.total },
    { label: 'Contacted', count: funnel.contacted },
    { label: 'Qualified', count: funnel.qualified },
    { label: 'Meeting Scheduled', count: funnel.meetingScheduled },
    { label: 'Converted', count: funnel.converted },
  ]
  return (
    <section
      aria-labelledby="funnel-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="funnel-title" className="text-lg font-bold text-slate-900">
        Conversion funnel
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-5">
        {stages.map((stage) => {
          const share = percentOf(stage.count, funnel.total)
          return (
            <li key={stage.label} className="rounded-xl bg-slate-50 p-3">
              <p className="text-sm font-semibold text-slate-800">{stage.label}</p>
              <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
                {formatCount(stage.count)}
              </p>
              <p className="text-sm text-slate-700">{share} of total</p>
              <div aria-hidden="true" className="mt-2 h-2.5 rounded-full bg-slate-200">
                <div className="h-2.5 rounded-full bg-brand-600" style={{ width: share }} />
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}

/** Monthly cost, months, total cost, revenue and ROI %. */
export function RoiSummary({ roi }: { roi: AdvisorStats['roi'] }) {
  const rows: [string, string][] = [
    ['Monthly cost', formatDollars(roi.monthlyCost)],
    ['Months', formatCount(roi.months.length)],
    ['Total cost', formatDollars(roi.totalCost)],
    ['Revenue from converted clients', formatDollars(roi.totalRevenue)],
    ['ROI', roi.roiPercent === null ? 'Not yet measured' : `${formatCount(roi.roiPercent)}%`],
  ]
  return (
    <section
      aria-labelledby="roi-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="roi-summary-title" className="text-lg font-bold text-slate-900">
        ROI summary
      </h2>
      <dl className="mt-3 divide-y divide-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-2">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        Revenue is the expected annual revenue you record when a lead converts, counted in the month
        it converted. ROI = (revenue − cost) ÷ cost.
      </p>
    </section>
  )
}

/** What an advisor without a single lead sees instead of empty charts and an empty table. */
export function NoLeadsYet() {
  return (
    <section
      aria-labelledby="no-leads-title"
      className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center"
    >
      <h2 id="no-leads-title" className="text-xl font-bold text-slate-900">
        No leads yet
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">
        No leads yet… When someone in the states you serve completes the Investment Readiness
        assessment and fits your minimum assets, they appear here and we email you.
      </p>
      <Link to="/ria" className="btn-secondary mt-5">
        How matching works
      </Link>
    </section>
  )
}
