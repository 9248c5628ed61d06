import { Form, Link } from 'react-router'
import type { AdvisorAccountStatus } from '~/features/advisors'
import { Panel } from './admin-ui'
import { SIGN_IN_LABELS } from './advisor-ui'
import { formatCount } from '~/lib/format'
import { formatDateTime } from '~/lib/zoned-time'

/** The advisor's sign-in account, and the button that (re)sends the invite to set a password. */
export function SignInPanel({
  account,
  busy,
  error,
}: {
  account: { status: AdvisorAccountStatus; email: string | null; inviteExpiresAt: string | null }
  busy: boolean
  error?: string | null
}) {
  // Addresses can be long and unbroken: let them wrap anywhere rather than widen the page.
  const address = <span className="break-all">{account.email}</span>
  const explanation: Record<AdvisorAccountStatus, React.ReactNode> = {
    none: 'The advisor has no sign-in yet. The invite creates one with the advisor’s email and emails a link to set a password, valid for 7 days.',
    invited: (
      <>
        An invite was sent to {address}; its link works until{' '}
        {account.inviteExpiresAt ? formatDateTime(account.inviteExpiresAt) : 'it expires'}. Sending
        it again replaces that link.
      </>
    ),
    'invite-expired': <>The invite sent to {address} has expired without a password being set.</>,
    active: (
      <>The advisor signs in as {address}. A forgotten password is reset from the sign-in page.</>
    ),
  }
  return (
    <Panel title="Sign-in">
      <p className="font-semibold text-slate-900">{SIGN_IN_LABELS[account.status]}</p>
      <p className="mt-1 text-slate-700">{explanation[account.status]}</p>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900"
        >
          {error}
        </p>
      ) : null}
      {account.status === 'active' ? null : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="invite" />
          <button type="submit" className="btn-secondary" disabled={busy}>
            {account.status === 'none' ? 'Send invite' : 'Resend invite'}
          </button>
        </Form>
      )}
    </Panel>
  )
}

/**
 * Active or not. Deactivating asks for confirmation on a second step (a link to the same page
 * with `?confirm=deactivate`), so it works without JavaScript.
 */
export function StatusPanel({
  active,
  confirming,
  leads,
  capacity,
  busy,
}: {
  active: boolean
  confirming: boolean
  leads: { thisMonth: number; total: number }
  capacity: number
  busy: boolean
}) {
  return (
    <Panel title="Status and leads">
      <p className="text-slate-700">
        {formatCount(leads.thisMonth)} of {formatCount(capacity)} leads this month (UTC) ·{' '}
        {formatCount(leads.total)} in all.
      </p>
      {active ? (
        confirming ? (
          <div
            role="group"
            aria-labelledby="confirm-deactivate"
            className="mt-4 rounded-lg border-2 border-amber-600 bg-amber-50 p-4"
          >
            <p id="confirm-deactivate" className="font-semibold text-slate-900">
              Deactivate this advisor?
            </p>
            <p className="mt-1 text-slate-800">
              They will not be matched with new leads. Leads already matched, their history and the
              advisor’s sign-in stay. You can reactivate them at any time.
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Form method="post">
                <input type="hidden" name="intent" value="deactivate" />
                <button
                  type="submit"
                  className="btn-primary bg-red-700 hover:bg-red-800"
                  disabled={busy}
                >
                  Yes, deactivate
                </button>
              </Form>
              <Link to="." className="btn-secondary" preventScrollReset>
                Cancel
              </Link>
            </div>
          </div>
        ) : (
          <p className="mt-4">
            <Link to="?confirm=deactivate" className="btn-secondary" preventScrollReset>
              Deactivate…
            </Link>
          </p>
        )
      ) : (
        <>
          <p className="mt-2 text-slate-700">Inactive: no new leads are matched to this advisor.</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="reactivate" />
            <button type="submit" className="btn-primary" disabled={busy}>
              Reactivate
            </button>
          </Form>
        </>
      )}
    </Panel>
  )
}

/** The latest audit entries about one advisor. */
export function HistoryPanel({
  history,
}: {
  history: { id: string; summary: string; actorEmail: string; at: string }[]
}) {
  return (
    <Panel title="Recent changes">
      {history.length ? (
        <ul className="space-y-2 text-slate-800">
          {history.map((entry) => (
            <li key={entry.id}>
              {entry.summary}
              <span className="block text-sm text-slate-600">
                {entry.actorEmail} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">No changes recorded in the admin area yet.</p>
      )}
      <p className="mt-3 text-sm">
        <Link to="/admin/audit?action=advisor" className="font-semibold text-brand-700 underline">
          All advisor changes in the audit log
        </Link>
      </p>
    </Panel>
  )
}
