import { Form, Link } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Panel, Table } from '~/features/admin/admin-ui'
import { CategoryBadge } from '~/features/leads'
import { adminLeadQueryFrom, listAdminLeads, pendingReturns } from '~/features/leads/index.server'
import { listHref } from '~/lib/list-query'
import { ListCount, Pager } from '~/features/admin/list-ui'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.leads'
import { formatUtcDateTime } from '~/lib/format'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const filters = adminLeadQueryFrom(new URL(request.url).searchParams)
  const [page, returns] = await Promise.all([listAdminLeads(db(), filters), pendingReturns(db())])
  return { filters, page, returns }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Leads',
    description: 'Every lead, its matches and advisors’ return requests.',
    path: '/admin/leads',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

const WITHHELD: Record<string, string> = {
  gpc: 'Withheld: Global Privacy Control',
  'opt-out': 'Withheld: do-not-sell request',
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { filters, page, returns } = loaderData
  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Leads"
        intro="Every assessment that left contact details, newest first. Times are UTC."
      />

      {returns.length ? (
        <Panel title={`Return requests waiting for a decision (${returns.length})`}>
          <Table caption="Return requests waiting for a decision">
            <thead>
              <tr>
                <th scope="col">Lead</th>
                <th scope="col">Advisor</th>
                <th scope="col">Reason</th>
                <th scope="col">Asked</th>
              </tr>
            </thead>
            <tbody>
              {returns.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link
                      className="font-semibold text-brand-700 underline"
                      to={`/admin/leads/${r.leadId}#returns`}
                    >
                      {r.leadName}
                    </Link>
                  </td>
                  <td>{r.advisor}</td>
                  <td>
                    {r.reason}
                    {r.details ? <span className="block text-slate-600">{r.details}</span> : null}
                  </td>
                  <td>{formatUtcDateTime(r.requestedAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Panel>
      ) : null}

      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="block text-sm font-semibold text-slate-800">
          Name, email, city or state
          <input
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={100}
            className="field-input mt-1"
          />
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          Category
          <select
            name="category"
            defaultValue={filters.category ?? ''}
            className="field-input mt-1"
          >
            <option value="">All categories</option>
            <option value="HOT">Hot</option>
            <option value="WARM">Warm</option>
            <option value="COLD">Cold</option>
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          Matching
          <select
            name="matching"
            defaultValue={filters.matching ?? ''}
            className="field-input mt-1"
          >
            <option value="">All leads</option>
            <option value="matched">Sent to advisors</option>
            <option value="unmatched">Not sent to any advisor</option>
            <option value="withheld">Withheld under a privacy signal</option>
            <option value="returns">With a return waiting</option>
          </select>
        </label>
        <div className="flex items-end gap-3">
          <button type="submit" className="btn-primary">
            Search
          </button>
          <Link to="/admin/leads" className="btn-secondary">
            Clear
          </Link>
        </div>
      </Form>

      <ListCount page={page} noun={['lead', 'leads']} testId="lead-count" />

      {page.content.length ? (
        <Table caption="Leads">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Score</th>
              <th scope="col">State</th>
              <th scope="col">Advisors</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((lead) => (
              <tr key={lead.id}>
                <td>
                  <Link
                    className="font-semibold text-brand-700 underline"
                    to={`/admin/leads/${lead.id}`}
                  >
                    {lead.name}
                  </Link>
                  <span className="block text-slate-600">{lead.email}</span>
                </td>
                <td>
                  <span className="flex items-center gap-2">
                    {lead.score} <CategoryBadge category={lead.category} size="compact" />
                  </span>
                </td>
                <td>{lead.state}</td>
                <td>
                  {lead.matchingWithheld ? WITHHELD[lead.matchingWithheld] : lead.matches}
                  {lead.pendingReturns ? (
                    <span className="block font-semibold text-amber-900">
                      {lead.pendingReturns} return{lead.pendingReturns > 1 ? 's' : ''} waiting
                    </span>
                  ) : null}
                </td>
                <td className="whitespace-nowrap">{formatUtcDateTime(lead.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="text-slate-700">No leads match these filters.</p>
      )}

      <Pager
        page={page}
        label="Pages of leads"
        href={(n) => listHref('/admin/leads', filters, { page: n })}
      />
    </div>
  )
}
