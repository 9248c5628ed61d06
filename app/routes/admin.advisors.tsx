import { Form, Link } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Table } from '~/features/admin/admin-ui'
import { ActiveBadge, SIGN_IN_LABELS, statesSummary } from '~/features/admin/advisor-ui'
import { advisorListQueryFrom, listAdvisors } from '~/features/admin/advisors.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.advisors'
import { formatCount } from '~/lib/format'
import { formatDollars } from '~/lib/money'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = advisorListQueryFrom(new URL(request.url).searchParams)
  const page = await listAdvisors(db(), query)
  return {
    filters: query,
    page: {
      ...page,
      content: page.content.map((a) => ({
        id: a.id,
        name: a.name,
        firm: a.firm,
        crd: a.crd,
        states: a.states,
        minAssets: a.minAssets,
        monthlyCapacity: a.monthlyCapacity,
        leadsThisMonth: a.leadsThisMonth,
        active: a.active,
        signIn: a.signIn,
      })),
    },
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Advisors',
    description: 'The advisors who receive leads: coverage, capacity, status and sign-in.',
    path: '/admin/advisors',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

const STATUS_OPTIONS = [
  ['all', 'All advisors'],
  ['active', 'Active'],
  ['inactive', 'Inactive'],
] as const

export default function AdvisorsPage({ loaderData }: Route.ComponentProps) {
  const { filters, page } = loaderData
  const pageHref = (n: number) => {
    const params = new URLSearchParams()
    if (filters.q) params.set('q', filters.q)
    if (filters.status !== 'all') params.set('status', filters.status)
    if (n > 0) params.set('page', String(n))
    const search = params.toString()
    return search ? `/admin/advisors?${search}` : '/admin/advisors'
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <AdminPageHeader
          title="Advisors"
          intro="Who receives leads, where, and how many a month. Lead counts are for this calendar month (UTC)."
        />
        <Link to="/admin/advisors/new" className="btn-primary">
          Add an advisor
        </Link>
      </div>

      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        <label className="block text-sm font-semibold text-slate-800">
          Search name, firm, CRD, email or city
          <input
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            className="field-input mt-1"
          />
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          Status
          <select name="status" defaultValue={filters.status} className="field-input mt-1">
            {STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary">
            Search
          </button>
          <Link to="/admin/advisors" className="btn-secondary">
            Clear
          </Link>
        </div>
      </Form>

      <p role="status" className="text-slate-700" data-testid="advisor-count">
        {page.totalElements === 1 ? '1 advisor' : `${formatCount(page.totalElements)} advisors`}
        {page.totalPages > 1 ? ` · page ${page.page + 1} of ${page.totalPages}` : ''}
      </p>

      {page.content.length ? (
        <Table caption="Advisors">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Firm</th>
              <th scope="col">CRD</th>
              <th scope="col">States</th>
              <th scope="col">Min. assets</th>
              <th scope="col">Leads / capacity this month</th>
              <th scope="col">Status</th>
              <th scope="col">Sign-in</th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link
                    to={`/admin/advisors/${a.id}`}
                    className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
                  >
                    {a.name}
                  </Link>
                </td>
                <td>{a.firm}</td>
                <td className="whitespace-nowrap">{a.crd}</td>
                <td>
                  <span title={a.states.join(', ')}>{statesSummary(a.states)}</span>
                </td>
                <td className="whitespace-nowrap">{formatDollars(a.minAssets)}</td>
                <td className="whitespace-nowrap">
                  {formatCount(a.leadsThisMonth)} of {formatCount(a.monthlyCapacity)}
                </td>
                <td>
                  <ActiveBadge active={a.active} />
                </td>
                <td className="whitespace-nowrap">{SIGN_IN_LABELS[a.signIn]}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="text-slate-700">No advisors match this search.</p>
      )}

      {page.totalPages > 1 ? (
        <nav aria-label="Pages of advisors" className="flex gap-3">
          {page.page > 0 ? (
            <Link to={pageHref(page.page - 1)} className="btn-secondary">
              Previous
            </Link>
          ) : null}
          {page.page + 1 < page.totalPages ? (
            <Link to={pageHref(page.page + 1)} className="btn-secondary">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
