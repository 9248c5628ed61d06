import { getFormProps, useForm } from '@conform-to/react'
import { useState } from 'react'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { readFormData } from '~/lib/http/form.server'
import { formTexts } from '~/lib/http/form-text'
import { problemsOf, type FormAnswer } from '~/lib/form-answer'
import { actorOf, requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Panel } from '~/features/admin/admin-ui'
import { AdvisorFields } from '~/features/admin/advisor-fields'
import { HistoryPanel, SignInPanel, StatusPanel } from '~/features/admin/advisor-panels'
import { ActiveBadge, Notice } from '~/features/admin/advisor-ui'
import {
  advisorDetail,
  inviteAdvisor,
  setAdvisorActive,
  updateAdvisor,
} from '~/features/admin/advisors.server'
import {
  ADVISOR_FIELD_LABELS,
  advisorFormSchema,
  advisorFormValues,
  parseAdvisorForm,
  type AdvisorFormValues,
  type AdvisorInput,
} from '~/features/advisors/advisor-schema'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import { ErrorSummary, useLastResult } from '~/ui/form'
import type { Route } from './+types/admin.advisors.$advisorId'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

const ParamsSchema = z.object({ advisorId: z.uuid() })
const IntentSchema = z.object({ intent: z.enum(['save', 'invite', 'deactivate', 'reactivate']) })

/** What the page says after a change, keyed by the `done` query of the redirect. */
const DONE_MESSAGES = {
  created: 'Advisor added. Send the invite below so they can sign in to the advisor portal.',
  saved: 'Changes saved.',
  unchanged: 'Nothing had changed, so nothing was saved.',
  deactivated:
    'Advisor deactivated: no new leads will be matched to them. Their leads and history stay.',
  reactivated: 'Advisor reactivated: they can be matched with new leads again.',
  invited: 'Invite sent. Its link works for 7 days.',
  reinvited: 'A new invite was sent; the earlier link no longer works.',
  'invite-failed': 'The invite could not be emailed. Try again in a moment.',
} as const
const DoneSchema = z.enum(Object.keys(DONE_MESSAGES) as [keyof typeof DONE_MESSAGES])

const notFound = () => data({ error: 'No advisor with this id.' }, { status: 404 })

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const parsed = ParamsSchema.safeParse(params)
  if (!parsed.success) throw notFound()
  const detail = await advisorDetail(db(), parsed.data.advisorId)
  if (!detail) throw notFound()
  const search = new URL(request.url).searchParams
  const { advisor, account, leads, history } = detail
  return {
    advisor: { id: advisor.id, name: advisor.name, firm: advisor.firm, active: advisor.active },
    capacity: advisor.monthlyCapacity,
    values: advisorFormValues(advisor),
    account: { ...account, inviteExpiresAt: account.inviteExpiresAt?.toISOString() ?? null },
    leads,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    done: DoneSchema.safeParse(search.get('done')).data ?? null,
    confirming: search.get('confirm') === 'deactivate',
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request)
  const parsedParams = ParamsSchema.safeParse(params)
  if (!parsedParams.success) throw notFound()
  const { advisorId } = parsedParams.data
  const formData = await readFormData(request)
  const intent = IntentSchema.safeParse({ intent: formData.get('intent') })
  const values = formTexts(Object.fromEntries(formData), ['intent'])
  if (!intent.success) {
    return data(
      {
        intent: null,
        fieldErrors: {},
        formError: 'Choose what to do with the buttons on the page.',
        values,
      },
      { status: 400 },
    )
  }
  const actor = actorOf(session)
  const done = (key: keyof typeof DONE_MESSAGES) =>
    redirect(`/admin/advisors/${advisorId}?done=${key}`)

  switch (intent.data.intent) {
    case 'save': {
      const detail = await advisorDetail(db(), advisorId)
      if (!detail) throw notFound()
      const schema = advisorFormSchema({ currentCrd: detail.advisor.crd })
      const submission = parseAdvisorForm(formData, schema)
      const posted = formTexts(submission.payload, ['intent'])
      if (submission.status !== 'success') {
        return data({ intent: 'save', ...problemsOf(submission), values: posted }, { status: 400 })
      }
      const outcome = await updateAdvisor(db(), actor, advisorId, submission.value)
      if (!outcome) throw notFound()
      if (!outcome.ok) {
        return data(
          { intent: 'save', fieldErrors: outcome.fieldErrors, formError: null, values: posted },
          { status: 409 },
        )
      }
      throw done(outcome.changed.length ? 'saved' : 'unchanged')
    }
    case 'invite': {
      const outcome = await inviteAdvisor(db(), actor, advisorId, {
        siteUrl: getConfig().SITE_URL,
      })
      if (!outcome) throw notFound()
      if (!outcome.ok) {
        return data(
          { intent: 'invite', fieldErrors: {}, formError: outcome.message, values },
          { status: 409 },
        )
      }
      throw done(!outcome.delivered ? 'invite-failed' : outcome.resent ? 'reinvited' : 'invited')
    }
    case 'deactivate':
    case 'reactivate': {
      const active = intent.data.intent === 'reactivate'
      const outcome = await setAdvisorActive(db(), actor, advisorId, active)
      if (!outcome) throw notFound()
      throw done(active ? 'reactivated' : 'deactivated')
    }
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData ? `${loaderData.advisor.name}: Advisor` : 'Advisor',
    description: 'An advisor’s details, coverage, capacity, status and sign-in.',
    path: loaderData ? `/admin/advisors/${loaderData.advisor.id}` : '/admin/advisors',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function AdvisorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { advisor, done } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <div className="space-y-5">
      <p>
        <Link to="/admin/advisors" className="font-semibold text-brand-700 underline">
          ← All advisors
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <AdminPageHeader title={advisor.name} intro={advisor.firm} />
        <ActiveBadge active={advisor.active} />
      </div>
      {done ? (
        <Notice
          message={DONE_MESSAGES[done]}
          tone={done === 'invite-failed' ? 'error' : 'success'}
        />
      ) : null}
      {actionData && actionData.intent === null ? (
        <Notice message={actionData.formError} tone="error" />
      ) : null}

      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        <SignInPanel
          account={loaderData.account}
          busy={busy}
          error={actionData?.intent === 'invite' ? actionData.formError : null}
        />
        <StatusPanel
          active={advisor.active}
          confirming={loaderData.confirming}
          leads={loaderData.leads}
          capacity={loaderData.capacity}
          busy={busy}
        />
      </div>

      <Panel title="Details">
        {/* Drawn afresh from what was stored once a save has gone through. */}
        <DetailsForm
          key={JSON.stringify(loaderData.values)}
          stored={loaderData.values}
          answer={actionData?.intent === 'save' ? actionData : null}
          busy={busy}
        />
      </Panel>

      <HistoryPanel history={loaderData.history} />
    </div>
  )
}

/** The advisor's details. A refused save shows its problems and what was typed. */
function DetailsForm({
  stored,
  answer,
  busy,
}: {
  stored: AdvisorFormValues
  answer: FormAnswer | null
  busy: boolean
}) {
  // The stored CRD is accepted unchanged, as the action accepts it.
  const [schema] = useState(() => advisorFormSchema({ currentCrd: stored.crd }))
  const lastResult = useLastResult(answer)
  const [form, fields] = useForm<AdvisorFormValues, AdvisorInput>({
    lastResult,
    defaultValue: stored,
    onValidate: ({ formData }) => parseAdvisorForm(formData, schema),
  })
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <ErrorSummary form={form} lastResult={lastResult} labels={ADVISOR_FIELD_LABELS} />
      <input type="hidden" name="intent" value="save" />
      <AdvisorFields fields={fields} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save changes'}
      </button>
    </Form>
  )
}
