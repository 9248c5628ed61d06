import { Form, Link } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Table } from '~/features/admin/admin-ui'
import { ADMIN_LIST_PAGE_SIZE, filledParams, listHref, PageParamSchema } from '~/lib/list-query'
import { ListCount, Pager, StatusBadge } from '~/features/admin/list-ui'
import {
  EmailLogFiltersSchema,
  emailTemplates,
  listEmailLog,
} from '~/features/email/email-log.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.emails'
import { formatUtcDateTimeSeconds } from '~/lib/format'

const PATH = '/admin/emails'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request)
  const filters = EmailLogFiltersSchema.parse(filledParams(url.searchParams))
  const pageNumber = PageParamSchema.parse(url.searchParams.get('page') ?? 0)
  const [page, templates] = await Promise.all([
    listEmailLog(db(), filters, { page: pageNumber, size: ADMIN_LIST_PAGE_SIZE }),
    emailTemplates(db()),
  ])
  return {
    filters,
    templates,
    page: {
      ...page,
      content: page.content.map((row) => ({
        id: row.id,
        template: row.template,
        recipient: row.recipient,
        subject: row.subject,
        transport: row.transport,
        status: row.status,
        stored: row.transport === 'outbox' && row.outboxFile !== null,
        createdAt: row.createdAt.toISOString(),
      })),
    },
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Sent Emails',
    description: 'Every email the site sent: when, which message, to whom and how.',
    path: PATH,
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  const { filters, templates, page } = loaderData
  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Emails"
        intro="Every email the site sent, newest first. Times are UTC. Messages written to the outbox (no SMTP server set) can be opened."
      />
      <Form
        method="get"
        action={PATH}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
      >
        <label className="block text-sm font-semibold text-slate-800">
          Recipient or subject contains
          <input
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            className="field-input mt-1"
          />
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          Template
          <select
            name="template"
            defaultValue={filters.template ?? ''}
            className="field-input mt-1"
          >
            <option value="">All templates</option>
            {templates.map((template) => (
              <option key={template} value={template}>
                {template}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary">
            Filter
          </button>
          <Link to={PATH} className="btn-secondary">
            Clear
          </Link>
        </div>
      </Form>

      <ListCount page={page} noun={['email', 'emails']} testId="email-count" />

      {page.content.length ? (
        <Table caption="Sent emails">
          <thead>
            <tr>
              <th scope="col">Sent</th>
              <th scope="col">Template</th>
              <th scope="col">Recipient</th>
              <th scope="col">Subject</th>
              <th scope="col">Status</th>
              {/* Positioned, so the hidden label stays inside the scrolling table. */}
              <th scope="col" className="relative">
                <span className="sr-only">Message</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.content.map((row) => (
              <tr key={row.id}>
                <td className="whitespace-nowrap">
                  <time dateTime={row.createdAt}>{formatUtcDateTimeSeconds(row.createdAt)}</time>
                </td>
                <td className="whitespace-nowrap">
                  <code>{row.template}</code>
                </td>
                <td className="whitespace-nowrap">{row.recipient}</td>
                <td>{row.subject}</td>
                <td>
                  <span className="flex flex-col items-start gap-1">
                    {row.status === 'sent' ? (
                      <StatusBadge tone="green">Sent</StatusBadge>
                    ) : (
                      <StatusBadge tone="red">Failed</StatusBadge>
                    )}
                    <span className="text-xs text-slate-700">
                      {row.transport === 'smtp' ? 'SMTP' : 'Outbox'}
                    </span>
                  </span>
                </td>
                <td>
                  {row.stored ? (
                    <Link
                      to={`${PATH}/${row.id}`}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                      aria-label={`Open “${row.subject}” to ${row.recipient}`}
                    >
                      Open
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="text-slate-700">No emails match these filters.</p>
      )}

      <Pager
        page={page}
        label="Pages of the email log"
        href={(n) => listHref(PATH, filters, { page: n })}
      />
    </div>
  )
}
