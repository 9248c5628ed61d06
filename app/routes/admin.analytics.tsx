import { Link } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader } from '~/features/admin/admin-ui'
import { DEFAULT_PERIOD, parsePeriod, REPORT_PERIODS } from '~/features/analytics/report'
import { loadAnalyticsReport } from '~/features/analytics/report.server'
import { DailyChart, ReportTable } from '~/features/analytics/report-ui'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.analytics'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request)
  const asked = parsePeriod(url.searchParams.get('days'))
  const report = await loadAnalyticsReport(db(), asked ?? DEFAULT_PERIOD)
  return {
    report,
    notice:
      asked === null
        ? `The period must be ${REPORT_PERIODS.join(', ').replace(/, (?=\d+$)/, ' or ')} days; showing ${DEFAULT_PERIOD} days.`
        : null,
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Analytics',
    description: 'Page views, visitors, engagement, calculators and the assessment funnel.',
    path: '/admin/analytics',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { report, notice } = loaderData
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Analytics"
        intro={`First-party engagement events from ${report.from} to ${report.to} (UTC days). Browsers that send Global Privacy Control or Do Not Track, or turned analytics off, are not counted.`}
      />
      {notice ? (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {notice}
        </p>
      ) : null}
      <nav aria-label="Period" className="flex flex-wrap gap-2">
        {REPORT_PERIODS.map((days) => (
          <Link
            key={days}
            to={`?days=${days}`}
            aria-current={days === report.days ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-lg px-3 font-semibold ${
              days === report.days
                ? 'bg-brand-700 text-white'
                : 'border border-slate-300 text-slate-800 hover:bg-slate-100'
            }`}
          >
            Last {days} days
          </Link>
        ))}
      </nav>
      <ReportTable
        report={report}
        table="daily"
        empty="No days in the period."
        before={<DailyChart days={report.daily} />}
      />
      <ReportTable report={report} table="top-pages" empty="No page views in the period." />
      <ReportTable
        report={report}
        table="top-engagement"
        empty="No page view has ended with a score in the period."
      />
      <ReportTable
        report={report}
        table="scroll-depth"
        empty="No article was scrolled in the period."
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <ReportTable report={report} table="milestones" empty="No milestones in the period." />
        <ReportTable report={report} table="funnel" empty="No assessment activity." />
        <ReportTable
          report={report}
          table="calculators"
          empty="No calculator was used in the period."
        />
        <ReportTable
          report={report}
          table="external-links"
          empty="No external link was clicked in the period."
        />
      </div>
    </div>
  )
}
