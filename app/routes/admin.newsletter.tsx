import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, useNavigation } from 'react-router'
import { z } from 'zod'
import { db } from '~/db/client.server'
import { actorOf, requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Panel, Table } from '~/features/admin/admin-ui'
import { readFormData } from '~/lib/http/form.server'
import { ADMIN_LIST_PAGE_SIZE, filledParams, listHref, PageParamSchema } from '~/lib/list-query'
import {
  ActionMessage,
  ConfirmPanel,
  ListCount,
  Pager,
  StatusBadge,
} from '~/features/admin/list-ui'
import {
  AdminUnsubscribeSchema,
  NEWSLETTER_SOURCES,
  SubscriberFiltersSchema,
} from '~/features/newsletter/schema'
import { SignupsChart } from '~/features/newsletter/signups-chart'
import {
  listSubscribers,
  signupsPerWeek,
  subscriberTotals,
  unsubscribeSubscriber,
} from '~/features/newsletter/subscribers.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.newsletter'
import { formatCount, formatDay } from '~/lib/format'

const PATH = '/admin/newsletter'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request)
  const params = url.searchParams
  const filters = SubscriberFiltersSchema.parse(filledParams(params))
  const pageNumber = PageParamSchema.parse(params.get('page') ?? 0)
  const confirmId = z.uuid().safeParse(params.get('unsubscribe')).data
  const [page, totals, weeks] = await Promise.all([
    listSubscribers(db(), filters, { page: pageNumber, size: ADMIN_LIST_PAGE_SIZE }),
    subscriberTotals(db()),
    signupsPerWeek(db()),
  ])
  const serialised = page.content.map((row) => ({
    ...row,
    subscribedAt: row.subscribedAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  }))
  const confirming = serialised.find((row) => row.id === confirmId && row.status === 'active')
  return {
    filters,
    page: { ...page, content: serialised },
    totals,
    weeks,
    confirm: confirming ? { id: confirming.id, email: confirming.email } : null,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request)
  const submission = parseWithZod(await readFormData(request), { schema: AdminUnsubscribeSchema })
  if (submission.status !== 'success')
    return data({ ok: false, message: 'Choose a subscriber to unsubscribe.' }, { status: 400 })
  const result = await unsubscribeSubscriber(db(), actorOf(session), submission.value.id)
  switch (result.outcome) {
    case 'unsubscribed':
      return { ok: true, message: `${result.email} is unsubscribed.` }
    case 'already-unsubscribed':
      return { ok: true, message: `${result.email} was already unsubscribed.` }
    case 'not-found':
      return data({ ok: false, message: 'That subscriber no longer exists.' }, { status: 404 })
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Newsletter Subscribers',
    description: 'Newsletter subscribers, weekly sign-ups and the subscriber CSV.',
    path: PATH,
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, page, totals, weeks, confirm } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const here = (changes: Record<string, string | number | undefined> = {}) =>
    listHref(PATH, { ...filters, page: page.page }, { page: page.page, ...changes })
  const exportHref = listHref(`${PATH}/export`, filters)
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Newsletter"
        intro={`${formatCount(totals.active)} subscribed · ${formatCount(totals.unsubscribed)} unsubscribed. Dates are UTC.`}
      />

      {actionData ? <ActionMessage ok={actionData.ok} message={actionData.message} /> : null}

      {confirm ? (
        <ConfirmPanel title={`Unsubscribe ${confirm.email}?`}>
          <p>
            They will get no more newsletters. They can sign up again on the site at any time. This
            is recorded in the audit log.
          </p>
          <Form method="post" action={here()} className="flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="unsubscribe" />
            <input type="hidden" name="id" value={confirm.id} />
            <button
              type="submit"
              className="btn-primary bg-red-700 hover:bg-red-800"
              disabled={busy}
            >
              {busy ? 'Unsubscribing…' : 'Yes, unsubscribe'}
            </button>
            <Link to={here()} className="btn-secondary">
              Cancel
            </Link>
          </Form>
        </ConfirmPanel>
      ) : null}

      <Panel title="Sign-ups per week">
        <SignupsChart weeks={weeks} />
      </Panel>

      <section aria-labelledby="subscribers-heading" className="space-y-4">
        <h2 id="subscribers-heading" className="text-xl font-bold text-slate-900">
          Subscribers
        </h2>
        <Form
          method="get"
          action={PATH}
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
        >
          <label className="block text-sm font-semibold text-slate-800">
            Email contains
            <input
              name="q"
              type="search"
              defaultValue={filters.q ?? ''}
              className="field-input mt-1"
            />
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            Status
            <select name="status" defaultValue={filters.status ?? ''} className="field-input mt-1">
              <option value="">Any status</option>
              <option value="active">Active</option>
              <option value="unsubscribed">Unsubscribed</option>
            </select>
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            Source
            <select name="source" defaultValue={filters.source ?? ''} className="field-input mt-1">
              <option value="">Any source</option>
              {NEWSLETTER_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </select>
          </label>
          <div className="flex flex-wrap gap-3 sm:col-span-3">
            <button type="submit" className="btn-primary">
              Filter
            </button>
            <Link to={PATH} className="btn-secondary">
              Clear
            </Link>
            <a href={exportHref} download className="btn-secondary">
              Download CSV of these subscribers
            </a>
          </div>
        </Form>

        <ListCount page={page} noun={['subscriber', 'subscribers']} testId="subscriber-count" />

        {page.content.length ? (
          <Table caption="Newsletter subscribers">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Source</th>
                <th scope="col">Subscribed</th>
                <th scope="col">Unsubscribed</th>
                <th scope="col">Status</th>
                {/* Positioned, so the hidden label stays inside the scrolling table. */}
                <th scope="col" className="relative">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.content.map((row) => (
                <tr key={row.id}>
                  <td className="whitespace-nowrap">{row.email}</td>
                  <td>{row.source}</td>
                  <td className="whitespace-nowrap">
                    <time dateTime={row.subscribedAt}>{formatDay(row.subscribedAt)}</time>
                  </td>
                  <td className="whitespace-nowrap">
                    {row.unsubscribedAt ? (
                      <time dateTime={row.unsubscribedAt}>{formatDay(row.unsubscribedAt)}</time>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    {row.status === 'active' ? (
                      <StatusBadge tone="green">Active</StatusBadge>
                    ) : (
                      <StatusBadge tone="slate">Unsubscribed</StatusBadge>
                    )}
                  </td>
                  <td>
                    {row.status === 'active' ? (
                      <Link
                        to={here({ unsubscribe: row.id })}
                        className="inline-flex min-h-11 items-center font-semibold text-red-800 underline"
                        aria-label={`Unsubscribe ${row.email}`}
                      >
                        Unsubscribe
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p className="text-slate-700">No subscribers match these filters.</p>
        )}

        <Pager
          page={page}
          label="Pages of subscribers"
          href={(n) => listHref(PATH, filters, { page: n })}
        />
      </section>
    </div>
  )
}
