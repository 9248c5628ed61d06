import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, useNavigation } from 'react-router'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { actorOf, requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader } from '~/features/admin/admin-ui'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'
import { problemsOf } from '~/lib/form-answer'
import { ADMIN_LIST_PAGE_SIZE, filledParams, listHref, PageParamSchema } from '~/lib/list-query'
import { ActionMessage, ListCount, Pager } from '~/features/admin/list-ui'
import { deletePersonData, previewPersonDeletion } from '~/features/legal/delete-person.server'
import { DeletePersonForm, DeletionConfirm, RequestsTable } from '~/features/legal/privacy-admin-ui'
import {
  listPrivacyRequests,
  markPrivacyRequestHandled,
  openPrivacyRequestCounts,
} from '~/features/legal/privacy-requests.server'
import {
  DeletePersonSchema,
  MarkHandledSchema,
  PreviewDeletionSchema,
  PrivacyRequestFiltersSchema,
  type DeletionPreview,
} from '~/features/legal/schema'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.privacy'

const PATH = '/admin/privacy'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request)
  const filters = PrivacyRequestFiltersSchema.parse(filledParams(url.searchParams))
  const pageNumber = PageParamSchema.parse(url.searchParams.get('page') ?? 0)
  const [page, open] = await Promise.all([
    listPrivacyRequests(db(), filters, { page: pageNumber, size: ADMIN_LIST_PAGE_SIZE }),
    openPrivacyRequestCounts(db()),
  ])
  return {
    filters,
    open,
    page: {
      ...page,
      content: page.content.map((row) => ({
        id: row.id,
        email: row.email,
        fullName: row.fullName,
        kind: row.kind,
        source: row.source,
        createdAt: row.createdAt.toISOString(),
        processedAt: row.processedAt?.toISOString() ?? null,
        processedBy: row.processedBy,
      })),
    },
  }
}

interface PrivacyActionData {
  intent: 'handle' | 'preview-deletion' | 'delete-person' | null
  ok: boolean
  message?: string
  preview?: DeletionPreview
  fieldErrors?: Record<string, string>
  formError?: string | null
  values?: { email: string }
}

const answer = (body: PrivacyActionData, status = 200) => data(body, { status })
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request)
  const formData = await readFormData(request)
  switch (formData.get('intent')) {
    case 'handle': {
      const submission = parseWithZod(formData, { schema: MarkHandledSchema })
      if (submission.status !== 'success')
        return answer({ intent: 'handle', ok: false, message: 'Choose a request.' }, 400)
      const result = await markPrivacyRequestHandled(db(), actorOf(session), submission.value.id)
      if (result.outcome === 'not-found')
        return answer(
          { intent: 'handle', ok: false, message: 'That request no longer exists.' },
          404,
        )
      return answer({
        intent: 'handle',
        ok: true,
        message:
          result.outcome === 'handled'
            ? 'The request is marked handled.'
            : `That request was already handled${result.by ? ` by ${result.by}` : ''}.`,
      })
    }
    case 'preview-deletion': {
      const submission = parseWithZod(formData, { schema: PreviewDeletionSchema })
      if (submission.status !== 'success') {
        return answer(
          {
            intent: 'preview-deletion',
            ok: false,
            ...problemsOf(submission),
            values: { email: formText(submission.payload.email) },
          },
          400,
        )
      }
      return answer({
        intent: 'preview-deletion',
        ok: true,
        preview: await previewPersonDeletion(db(), submission.value.email),
      })
    }
    case 'delete-person': {
      const submission = parseWithZod(formData, { schema: DeletePersonSchema })
      if (submission.status !== 'success')
        return answer(
          { intent: 'delete-person', ok: false, message: 'Enter the email address again.' },
          400,
        )
      const config = getConfig()
      const { email } = submission.value
      const result = await deletePersonData(db(), actorOf(session), email, {
        dataDir: config.DATA_DIR,
        siteUrl: config.SITE_URL,
        postalAddress: config.COMPANY_POSTAL_ADDRESS,
      })
      const parts = [
        `${plural(result.leads, 'lead')} scrubbed`,
        `${plural(result.advisorsNotified, 'advisor')} notified`,
        result.subscriptionDeleted
          ? 'newsletter subscription deleted'
          : 'no newsletter subscription',
        result.accountDeleted
          ? 'account deleted'
          : result.accountKept
            ? `${result.accountKept} account kept`
            : 'no account',
        `${plural(result.emailLogEntries, 'logged email')} scrubbed`,
      ]
      return answer({
        intent: 'delete-person',
        ok: true,
        message: `The data of ${email} is deleted: ${parts.join(', ')}.`,
      })
    }
    default:
      return answer({ intent: null, ok: false, message: 'Unknown request.' }, 400)
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Privacy Requests',
    description: 'Do-not-sell and deletion requests, and deleting a person’s data.',
    path: PATH,
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, open, page } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const action = actionData
  const current = listHref(PATH, filters, { page: page.page })
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Privacy"
        intro={`Open requests: ${open.doNotSell} do-not-sell, ${open.deletion} deletion. The law gives us 15 business days for an opt-out and 45 days for a deletion. Dates are UTC.`}
      />

      {action?.message ? <ActionMessage ok={action.ok} message={action.message} /> : null}
      {action?.preview ? (
        <DeletionConfirm preview={action.preview} cancelHref={current} busy={busy} />
      ) : null}

      <DeletePersonForm
        answer={action?.intent === 'preview-deletion' && !action.ok ? action : null}
        busy={busy}
      />

      <section aria-labelledby="requests-heading" className="space-y-4">
        <h2 id="requests-heading" className="text-xl font-bold text-slate-900">
          Requests
        </h2>
        <Form
          method="get"
          action={PATH}
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
        >
          <label className="block text-sm font-semibold text-slate-800">
            Status
            <select name="status" defaultValue={filters.status} className="field-input mt-1">
              <option value="open">Open</option>
              <option value="handled">Handled</option>
              <option value="all">All</option>
            </select>
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            Request
            <select name="kind" defaultValue={filters.kind ?? ''} className="field-input mt-1">
              <option value="">Any request</option>
              <option value="do-not-sell">Do not sell or share</option>
              <option value="deletion">Delete my data</option>
            </select>
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            Email or name contains
            <input
              name="q"
              type="search"
              defaultValue={filters.q ?? ''}
              className="field-input mt-1"
            />
          </label>
          <div className="flex flex-wrap gap-3 sm:col-span-3">
            <button type="submit" className="btn-primary">
              Filter
            </button>
            <Link to={PATH} className="btn-secondary">
              Clear
            </Link>
          </div>
        </Form>

        <ListCount page={page} noun={['request', 'requests']} testId="request-count" />
        {page.content.length ? (
          <RequestsTable rows={page.content} busy={busy} />
        ) : (
          <p className="text-slate-700">No requests match these filters.</p>
        )}
        <Pager
          page={page}
          label="Pages of privacy requests"
          href={(n) => listHref(PATH, filters, { page: n })}
        />
      </section>
    </div>
  )
}
