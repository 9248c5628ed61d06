import { Form, Link } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Table } from '~/features/admin/admin-ui'
import { auditActions, auditQueryFrom, listAudit } from '~/features/admin/audit.server'
import { listHref } from '~/lib/list-query'
import { ListCount, Pager } from '~/features/admin/list-ui'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.audit'
import { formatUtcDateTimeSeconds } from '~/lib/format'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const { filters, query } = auditQueryFrom(new URL(request.url).searchParams)
  const [page, actions] = await Promise.all([listAudit(db(), query), auditActions(db())])
  return {
    filters,
    actions,
    page: {
      ...page,
      content: page.content.map((row) => ({
        id: row.id,
        actorEmail: row.actorEmail,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        summary: row.summary,
        details: row.details ? JSON.stringify(row.details, null, 2) : null,
        at: row.at.toISOString(),
      })),
    },
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Audit Log',
    description: 'Every change made in the admin area: who, what and when.',
    path: '/admin/audit',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { filters, actions, page } = loaderData
  const groups = [...new Set(actions.map((a) => a.split('.')[0]!))]
  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Audit log"
        intro="Every change made in the admin area, newest first. Times are UTC."
      />
      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <label className="block text-sm font-semibold text-slate-800">
          Action
          <select name="action" defaultValue={filters.action ?? ''} className="field-input mt-1">
            <option value="">All actions</option>
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                <option value={group}>Any {group} action</option>
                {actions
                  .filter((a) => a.startsWith(`${group}.`))
                  .map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          By (email)
          <input
            name="actor"
            type="search"
            defaultValue={filters.actor ?? ''}
            className="field-input mt-1"
          />
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          Summary or record
          <input
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            className="field-input mt-1"
          />
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          From
          <input
            name="from"
            type="date"
            defaultValue={filters.from ?? ''}
            className="field-input mt-1"
          />
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          To
          <input
            name="to"
            type="date"
            defaultValue={filters.to ?? ''}
            className="field-input mt-1"
          />
        </label>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
          <button type="submit" className="btn-primary">
            Filter
          </button>
          <Link to="/admin/audit" className="btn-secondary">
            Clear
          </Link>
        </div>
      </Form>

      <ListCount page={page} noun={['entry', 'entries']} testId="audit-count" />

      {page.content.length ? (
        <Table caption="Audit log entries">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">By</th>
              <th scope="col">Action</th>
              <th scope="col">What happened</th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((row) => (
              <tr key={row.id}>
                <td className="whitespace-nowrap">
                  <time dateTime={row.at}>{formatUtcDateTimeSeconds(row.at)}</time>
                </td>
                <td>{row.actorEmail}</td>
                <td>
                  <code>{row.action}</code>
                </td>
                <td>
                  {row.summary}
                  {row.details ? (
                    <details className="mt-1">
                      <summary className="cursor-pointer text-brand-700">Details</summary>
                      <pre className="mt-1 max-w-xl overflow-x-auto rounded bg-slate-50 p-2 text-xs">
                        {row.details}
                      </pre>
                    </details>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="text-slate-700">No entries match these filters.</p>
      )}

      <Pager
        page={page}
        label="Pages of the audit log"
        href={(n) => listHref('/admin/audit', filters, { page: n })}
      />
    </div>
  )
}
