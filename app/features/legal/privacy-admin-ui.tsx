import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from 'react-router'
import { Panel, Table } from '~/features/admin'
import { ConfirmPanel, StatusBadge } from '~/features/admin'
import type { FormAnswer } from '~/lib/form-answer'
import { ErrorSummary, TextField, useLastResult } from '~/ui/form'
import { PreviewDeletionSchema, type DeletionPreview } from './schema'
import { formatDay } from '~/lib/format'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export interface PrivacyRequestRow {
  id: string
  email: string
  fullName: string | null
  kind: string
  source: string
  createdAt: string
  processedAt: string | null
  processedBy: string | null
}

const KIND_LABELS: Record<string, string> = {
  'do-not-sell': 'Do not sell or share',
  deletion: 'Delete my data',
}

export function RequestsTable({ rows, busy }: { rows: PrivacyRequestRow[]; busy: boolean }) {
  return (
    <Table caption="Privacy requests">
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">Request</th>
          <th scope="col">Email</th>
          <th scope="col">Name</th>
          <th scope="col">Status</th>
          {/* Positioned, so the hidden label stays inside the scrolling table. */}
          <th scope="col" className="relative">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="whitespace-nowrap">
              <time dateTime={row.createdAt}>{formatDay(row.createdAt)}</time>
            </td>
            <td>
              <span className="flex flex-col items-start gap-1">
                <StatusBadge tone={row.kind === 'deletion' ? 'red' : 'amber'}>
                  {KIND_LABELS[row.kind] ?? row.kind}
                </StatusBadge>
                {row.source === 'gpc' ? (
                  <span className="text-xs text-slate-700">Global Privacy Control</span>
                ) : null}
              </span>
            </td>
            <td className="whitespace-nowrap">{row.email}</td>
            <td>{row.fullName ?? '—'}</td>
            <td>
              {row.processedAt ? (
                <span className="flex flex-col items-start gap-1">
                  <StatusBadge tone="green">Handled</StatusBadge>
                  <span className="text-xs text-slate-700">
                    by {row.processedBy ?? 'an administrator'} on{' '}
                    <time dateTime={row.processedAt}>{formatDay(row.processedAt)}</time>
                  </span>
                </span>
              ) : (
                <StatusBadge tone="slate">Open</StatusBadge>
              )}
            </td>
            <td>
              {row.processedAt ? null : (
                <div className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="handle" />
                    <input type="hidden" name="id" value={row.id} />
                    <button
                      type="submit"
                      className="btn-secondary px-3 whitespace-nowrap"
                      disabled={busy}
                      aria-label={`Mark handled: the ${KIND_LABELS[row.kind] ?? row.kind} request from ${row.email}`}
                    >
                      Mark handled
                    </button>
                  </Form>
                  {row.kind === 'deletion' ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="preview-deletion" />
                      <input type="hidden" name="email" value={row.email} />
                      <button
                        type="submit"
                        className="btn-secondary px-3 whitespace-nowrap text-red-800"
                        disabled={busy}
                        aria-label={`Delete data… of ${row.email}`}
                      >
                        Delete data…
                      </button>
                    </Form>
                  ) : null}
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** The second step of deleting a person: what will happen, and the button that does it. */
export function DeletionConfirm({
  preview,
  cancelHref,
  busy,
}: {
  preview: DeletionPreview
  cancelHref: string
  busy: boolean
}) {
  const nothing =
    !preview.leads && !preview.subscription && preview.account === 'none' && !preview.emailsLogged
  return (
    <ConfirmPanel title={`Delete the data of ${preview.email}?`}>
      {nothing ? (
        <p>
          We hold no leads, newsletter subscription, account or sent emails for this address.
          Confirming records the request as carried out
          {preview.openRequests ? ' and marks its open deletion request handled' : ''}.
        </p>
      ) : (
        <ul className="list-disc space-y-1 pl-5" data-testid="deletion-preview">
          <li>
            {plural(
              preview.leads,
              'assessment submission (lead)',
              'assessment submissions (leads)',
            )}
            : name, email, phone and city become “Deleted”; score, category, state and figures stay
            for statistics.
          </li>
          <li>
            {plural(preview.advisors, 'matched advisor gets', 'matched advisors get')} a withdrawal
            event and an email asking them to delete their copy (without the person’s details).
          </li>
          <li>
            Newsletter subscription:{' '}
            {preview.subscription ? 'deleted, with its unsubscribe record' : 'none'}.
          </li>
          <li>
            Account:{' '}
            {preview.account === 'none'
              ? 'none'
              : preview.account === 'user'
                ? 'deleted, with its sessions, score history and saved calculations'
                : `kept: it is an ${preview.account} account, managed elsewhere`}
            .
          </li>
          <li>
            {plural(preview.emailsLogged, 'sent email', 'sent emails')} in the log: recipient
            replaced by “Deleted”, outbox copies deleted.
          </li>
          {preview.openRequests ? (
            <li>
              {plural(preview.openRequests, 'open deletion request', 'open deletion requests')}{' '}
              marked handled.
            </li>
          ) : null}
        </ul>
      )}
      <p className="font-semibold">This cannot be undone.</p>
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete-person" />
        <input type="hidden" name="email" value={preview.email} />
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>
          {busy ? 'Deleting…' : 'Delete permanently'}
        </button>
        <Link to={cancelHref} className="btn-secondary">
          Cancel
        </Link>
      </Form>
    </ConfirmPanel>
  )
}

/**
 * The first step: the address whose data is to be deleted. `answer`: the action's answer to an
 * address it refused (its problem and the address as typed).
 */
export function DeletePersonForm({ answer, busy }: { answer: FormAnswer | null; busy: boolean }) {
  const lastResult = useLastResult(answer)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PreviewDeletionSchema }),
  })
  return (
    <Panel title="Delete a person’s data">
      <p className="text-slate-700">
        For a deletion request that came by email or post, or one listed below. You will see what
        will be deleted before anything is.
      </p>
      <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
        <ErrorSummary form={form} lastResult={lastResult} labels={{ email: 'Email address' }} />
        <input type="hidden" name="intent" value="preview-deletion" />
        <TextField
          field={fields.email}
          label="Email address"
          type="email"
          autoComplete="off"
          required
          className="max-w-md"
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          Review what will be deleted
        </button>
      </Form>
    </Panel>
  )
}
