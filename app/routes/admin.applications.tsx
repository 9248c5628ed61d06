import { Link } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Table } from '~/features/admin/admin-ui'
import { ApplicationStatusBadge } from '~/features/admin/application-ui'
import { statesSummary } from '~/features/admin/advisor-ui'
import { applicationListQueryFrom, listApplications } from '~/features/admin/applications.server'
import { APPLICATION_STATUSES } from '~/features/advisors/application-schema'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.applications'
import { formatCount } from '~/lib/format'
import { formatDateTime } from '~/lib/zoned-time'
import { formatDollars } from '~/lib/money'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = applicationListQueryFrom(new URL(request.url).searchParams)
  const page = await listApplications(db(), query)
  return {
    filters: query,
    page: {
      ...page,
      content: page.content.map((a) => ({
        id: a.id,
        firmName: a.firmName,
        crd: a.crd,
        crdInUse: a.crdInUse,
        contactName: a.contactName,
        states: a.states,
        minAssets: a.minAssets,
        monthlyCapacity: a.monthlyCapacity,
        status: a.status,
        createdAt: a.createdAt.toISOString(),
      })),
    },
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Partner Applications',
    description: 'Applications from advisor firms to join the network: approve or decline.',
    path: '/admin/applications',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

const TABS = [
  ...APPLICATION_STATUSES.map((status) => ({
    status,
    label: status[0]!.toUpperCase() + status.slice(1),
  })),
  { status: 'all' as const, label: 'All' },
]

export default function ApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { filters, page } = loaderData
  const href = (status: string, n = 0) => {
    const params = new URLSearchParams()
    if (status !== 'pending') params.set('status', status)
    if (n > 0) params.set('page', String(n))
    const search = params.toString()
    return search ? `/admin/applications?${search}` : '/admin/applications'
  }
  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Partner applications"
        intro="Firms that applied on the partner page. Check each firm’s registration (CRD) before approving. Times are UTC."
      />
      <nav aria-label="Application status">
        <ul className="flex flex-wrap gap-2">
          {TABS.map((tab) => {
            const current = filters.status === tab.status
            const n = tab.status === 'all' ? null : page.counts[tab.status]
            return (
              <li key={tab.status}>
                <Link
                  to={href(tab.status)}
                  aria-current={current ? 'page' : undefined}
                  className={`flex min-h-11 items-center rounded-lg border px-4 font-semibold ${
                    current
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
                  }`}
                >
                  {tab.label}
                  {n === null ? '' : ` (${formatCount(n)})`}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <p role="status" className="text-slate-700" data-testid="application-count">
        {page.totalElements === 1
          ? '1 application'
          : `${formatCount(page.totalElements)} applications`}
        {page.totalPages > 1 ? ` · page ${page.page + 1} of ${page.totalPages}` : ''}
      </p>

      {page.content.length ? (
        <Table caption="Partner applications, newest first">
          <thead>
            <tr>
              <th scope="col">Firm</th>
              <th scope="col">CRD</th>
              <th scope="col">Contact</th>
              <th scope="col">States</th>
              <th scope="col">Min. assets</th>
              <th scope="col">Capacity</th>
              <th scope="col">Status</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link
                    to={`/admin/applications/${a.id}`}
                    className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
                  >
                    {a.firmName}
                  </Link>
                </td>
                <td className="whitespace-nowrap">
                  {a.crd}
                  {a.crdInUse && a.status === 'pending' ? (
                    <span className="block text-xs font-semibold text-red-800">
                      Already an advisor’s
                    </span>
                  ) : null}
                </td>
                <td>{a.contactName}</td>
                <td>{statesSummary(a.states)}</td>
                <td className="whitespace-nowrap">{formatDollars(a.minAssets)}</td>
                <td>{formatCount(a.monthlyCapacity)}</td>
                <td>
                  <ApplicationStatusBadge status={a.status} />
                </td>
                <td className="whitespace-nowrap">
                  <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="text-slate-700">
          {filters.status === 'pending'
            ? 'No applications are waiting for review.'
            : 'No applications here.'}
        </p>
      )}

      {page.totalPages > 1 ? (
        <nav aria-label="Pages of applications" className="flex gap-3">
          {page.page > 0 ? (
            <Link to={href(filters.status, page.page - 1)} className="btn-secondary">
              Newer
            </Link>
          ) : null}
          {page.page + 1 < page.totalPages ? (
            <Link to={href(filters.status, page.page + 1)} className="btn-secondary">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
