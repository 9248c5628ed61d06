import { Link, data, isRouteErrorResponse, useRouteError } from 'react-router'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Panel } from '~/features/admin/admin-ui'
import { StatusBadge } from '~/features/admin/list-ui'
import { findEmailLogEntry, readOutboxMessage } from '~/features/email/email-log.server'
import { EmailMessageView } from '~/features/email/email-message-view'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.emails.$emailId'
import { formatUtcDateTimeSeconds } from '~/lib/format'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const row = await findEmailLogEntry(db(), params.emailId)
  if (!row) throw data({ error: 'This email is not in the log.' }, { status: 404 })
  const stored =
    row.transport === 'outbox'
      ? await readOutboxMessage(getConfig().DATA_DIR, row.outboxFile)
      : null
  return {
    entry: {
      id: row.id,
      template: row.template,
      recipient: row.recipient,
      subject: row.subject,
      transport: row.transport,
      status: row.status,
      messageId: row.messageId,
      outboxFile: row.outboxFile,
      createdAt: row.createdAt.toISOString(),
    },
    stored,
  }
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta({
    title: 'Sent Email',
    description: 'One email the site sent, as it was written to the outbox.',
    path: `/admin/emails/${params.emailId}`,
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

function BackLink() {
  return (
    <Link
      to="/admin/emails"
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
    >
      ← Back to the email log
    </Link>
  )
}

export default function AdminEmail({ loaderData }: Route.ComponentProps) {
  const { entry, stored } = loaderData
  const facts: [string, React.ReactNode][] = [
    [
      'Sent (UTC)',
      <time dateTime={entry.createdAt}>{formatUtcDateTimeSeconds(entry.createdAt)}</time>,
    ],
    ['Template', <code>{entry.template}</code>],
    ['Recipient', entry.recipient],
    [
      'Status',
      entry.status === 'sent' ? (
        <StatusBadge tone="green">Sent</StatusBadge>
      ) : (
        <StatusBadge tone="red">Failed</StatusBadge>
      ),
    ],
    ['Transport', entry.transport === 'smtp' ? 'SMTP server' : 'Outbox folder'],
    ['Message-ID', entry.messageId ?? '—'],
  ]
  if (entry.outboxFile) facts.push(['Outbox file', <code>{entry.outboxFile}</code>])
  return (
    <div className="space-y-6">
      <BackLink />
      <AdminPageHeader title={entry.subject} />
      <Panel title="Log entry">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="break-all text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      {stored === null ? (
        <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-800">
          This email went to the SMTP server; the site does not keep a copy of what it sends that
          way.
        </p>
      ) : stored.state === 'missing' ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          The outbox file of this email is no longer there (the outbox folder was cleared, or the
          message was deleted with the recipient’s data).
        </p>
      ) : stored.state === 'too-large' ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          This message is too large to show here. Open the outbox file in a mail client.
        </p>
      ) : (
        <EmailMessageView message={stored.message} />
      )}
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <div className="space-y-4">
      <BackLink />
      <h1 className="text-2xl font-bold text-slate-900">
        {notFound ? 'Email not found' : 'This email could not be shown'}
      </h1>
      <p className="text-slate-700">
        {notFound
          ? 'There is no email with this address in the log.'
          : 'Something went wrong while reading it. Please try again in a moment.'}
      </p>
    </div>
  )
}
