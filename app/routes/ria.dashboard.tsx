import { redirect } from 'react-router'
import { db } from '~/db/client.server'
import { advisorProfile, requireAdvisor } from '~/features/advisor-portal/access.server'
import {
  ActivityChart,
  DistributionChart,
  RoiChart,
} from '~/features/advisor-portal/dashboard-charts'
import {
  ConversionFunnel,
  NoLeadsYet,
  PortalHeader,
  RoiSummary,
  StatCards,
} from '~/features/advisor-portal/dashboard-overview'
import { DASHBOARD_PATH } from '~/features/advisor-portal/lead-list-links'
import { LeadsTable } from '~/features/advisor-portal/leads-table'
import { LeadListQuerySchema } from '~/features/advisor-portal/portal-schema'
import { advisorStats, listAdvisorLeads } from '~/features/leads/index.server'
import type { LeadListQuery } from '~/features/advisor-portal/portal-types'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/ria.dashboard'

export const handle: SitemapHandle = { sitemap: false }

// Leads' personal details: never kept by a shared cache, nor shown again after signing out.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** The seed's table shows 20 leads a page. */
const PAGE_SIZE = 20

/**
 * The table's filters, sort and page from the URL. A parameter the schema refuses (an old
 * bookmark, a hand-edited link) is dropped by redirecting to the same list without it.
 */
function listQueryOf(url: URL): LeadListQuery {
  const given = [...url.searchParams].filter(([key, value]) => key !== 'size' && value !== '')
  const parsed = LeadListQuerySchema.safeParse({ ...Object.fromEntries(given), size: PAGE_SIZE })
  if (parsed.success) return parsed.data
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))
  const kept = new URLSearchParams(
    refused.has('') ? [] : given.filter(([key]) => !refused.has(key)),
  )
  throw redirect(`${DASHBOARD_PATH}${kept.size ? `?${kept}` : ''}`)
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user, advisorId } = await requireAdvisor(request)
  const query = listQueryOf(new URL(request.url))
  const { size: _size, ...state } = query
  const [profile, page, stats] = await Promise.all([
    advisorProfile(db(), user),
    listAdvisorLeads(db(), advisorId, query),
    advisorStats(db(), advisorId),
  ])
  return { email: user.email, profile, state, page, stats }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Advisor Dashboard',
    description:
      'Your Wealthward partner dashboard: the leads matched to you, your pipeline, and the return on your subscription.',
    path: '/ria/dashboard',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function AdvisorDashboard({ loaderData }: Route.ComponentProps) {
  const data = loaderData
  return (
    <>
      <PortalHeader
        email={data.email}
        title="Advisor Dashboard"
        firm={data.profile ? `${data.profile.name}, ${data.profile.firm}` : null}
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <StatCards stats={data.stats} />
        {data.stats.totalLeads > 0 ? (
          <>
            <div className="grid gap-6 lg:grid-cols-3">
              <ActivityChart activity={data.stats.activity} />
              <DistributionChart distribution={data.stats.distribution} />
            </div>
            <div className="grid gap-6 lg:grid-cols-3">
              <RoiChart roi={data.stats.roi} />
              <RoiSummary roi={data.stats.roi} />
            </div>
            <LeadsTable state={data.state} page={data.page} stats={data.stats} />
            <ConversionFunnel funnel={data.stats.funnel} />
          </>
        ) : (
          <NoLeadsYet />
        )}
      </div>
    </>
  )
}
