import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { readFormData } from '~/lib/http/form.server'
import { fieldErrorsOf } from '~/lib/http/json.server'
import { actorOf, requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Panel } from '~/features/admin/admin-ui'
import { AdvisorFields } from '~/features/admin/advisor-fields'
import { Notice } from '~/features/admin/advisor-ui'
import { applicationFormValues, readForm } from '~/features/admin/advisor-values'
import {
  ApplicationFacts,
  ApplicationStatusBadge,
  DeclineForm,
} from '~/features/admin/application-ui'
import {
  applicationDetail,
  approveApplication,
  declineApplication,
} from '~/features/admin/applications.server'
import {
  ADVISOR_FIELD_LABELS,
  advisorFormSchema,
  DeclineSchema,
} from '~/features/advisors/advisor-schema'
import { FormError } from '~/features/auth/auth-ui'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import { ErrorSummary } from '~/ui/form'
import type { Route } from './+types/admin.applications.$applicationId'
import { formatDateTime } from '~/lib/format'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

const ParamsSchema = z.object({ applicationId: z.uuid() })
const IntentSchema = z.object({ intent: z.enum(['approve', 'decline']) })

const DONE_MESSAGES = {
  approved: 'Approved. The advisor was added and emailed an invite to set a password.',
  'approved-unsent':
    'Approved and the advisor was added, but the invite could not be emailed: resend it from the advisor’s page.',
  declined: 'Declined. The applicant has been emailed the reason.',
  'declined-unsent': 'Declined, but the email to the applicant could not be sent.',
} as const
const DoneSchema = z.enum(Object.keys(DONE_MESSAGES) as [keyof typeof DONE_MESSAGES])

const notFound = () => data({ error: 'No application with this id.' }, { status: 404 })

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const parsed = ParamsSchema.safeParse(params)
  if (!parsed.success) throw notFound()
  const detail = await applicationDetail(db(), parsed.data.applicationId)
  if (!detail) throw notFound()
  const { application: a, crdHolder } = detail
  return {
    application: {
      ...a,
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
    },
    crdHolder,
    values: applicationFormValues(a),
    done: DoneSchema.safeParse(new URL(request.url).searchParams.get('done')).data ?? null,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request)
  const parsedParams = ParamsSchema.safeParse(params)
  if (!parsedParams.success) throw notFound()
  const { applicationId } = parsedParams.data
  const { raw, values } = readForm(await readFormData(request))
  const intent = IntentSchema.safeParse(raw)
  if (!intent.success) {
    return data(
      {
        intent: null,
        fieldErrors: {},
        formError: 'Choose Approve or Decline with the buttons on the page.',
        values,
      },
      { status: 400 },
    )
  }
  const options = { siteUrl: getConfig().SITE_URL }
  const done = (key: keyof typeof DONE_MESSAGES) =>
    redirect(`/admin/applications/${applicationId}?done=${key}`)

  if (intent.data.intent === 'approve') {
    const parsed = advisorFormSchema().safeParse(raw)
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error)
      return data({ intent: 'approve', fieldErrors, formError: null, values }, { status: 400 })
    }
    const outcome = await approveApplication(
      db(),
      actorOf(session),
      applicationId,
      parsed.data,
      options,
    )
    if (!outcome) throw notFound()
    if (!outcome.ok) {
      const { fieldErrors, formError = null } = outcome
      return data({ intent: 'approve', fieldErrors, formError, values }, { status: 409 })
    }
    throw done(outcome.delivered ? 'approved' : 'approved-unsent')
  }

  const parsed = DeclineSchema.safeParse(raw)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    return data({ intent: 'decline', fieldErrors, formError: null, values }, { status: 400 })
  }
  const outcome = await declineApplication(
    db(),
    actorOf(session),
    applicationId,
    parsed.data,
    options,
  )
  if (!outcome) throw notFound()
  if (!outcome.ok) {
    const { fieldErrors, formError = null } = outcome
    return data({ intent: 'decline', fieldErrors, formError, values }, { status: 409 })
  }
  throw done(outcome.delivered ? 'declined' : 'declined-unsent')
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData ? `${loaderData.application.firmName}: Application` : 'Application',
    description: 'A partner application: the firm’s details, and approve or decline.',
    path: loaderData ? `/admin/applications/${loaderData.application.id}` : '/admin/applications',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function ApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { application: a, crdHolder, done } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const approveErrors = actionData?.intent === 'approve' ? actionData.fieldErrors : {}
  const declineErrors = actionData?.intent === 'decline' ? actionData.fieldErrors : {}
  const approveValues = actionData?.intent === 'approve' ? actionData.values : loaderData.values
  const reason = actionData?.intent === 'decline' ? String(actionData.values.reason ?? '') : ''
  return (
    <div className="space-y-5">
      <p>
        <Link to="/admin/applications" className="font-semibold text-brand-700 underline">
          ← All applications
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <AdminPageHeader
          title={a.firmName}
          intro={`Partner application received ${formatDateTime(a.createdAt)}`}
        />
        <ApplicationStatusBadge status={a.status} />
      </div>
      {done ? (
        <Notice
          message={DONE_MESSAGES[done]}
          tone={done.endsWith('unsent') ? 'error' : 'success'}
        />
      ) : null}
      {actionData?.intent === null ? <Notice message={actionData.formError} tone="error" /> : null}

      <Panel title="Application">
        <ApplicationFacts application={a} />
      </Panel>

      {a.status === 'pending' ? (
        <>
          {crdHolder ? (
            <p
              role="alert"
              className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900"
            >
              CRD {a.crd} already belongs to{' '}
              <Link to={`/admin/advisors/${crdHolder.id}`} className="font-semibold underline">
                {crdHolder.name} ({crdHolder.firm})
              </Link>
              . Approval will be refused while it does; decline the application, or correct the CRD
              number below if the applicant mistyped it.
            </p>
          ) : null}
          <Panel title="Approve">
            <p className="mb-4 text-slate-700">
              The advisor is created with these details, is active at once, and is emailed an invite
              to set a password. The application does not ask for the office’s city: add it from the
              firm’s registration.
            </p>
            <Form method="post" noValidate className="space-y-5">
              <ErrorSummary errors={approveErrors} labels={ADVISOR_FIELD_LABELS} />
              <FormError message={actionData?.intent === 'approve' ? actionData.formError : null} />
              <input type="hidden" name="intent" value="approve" />
              <AdvisorFields values={approveValues} errors={approveErrors} />
              <button type="submit" className="btn-primary" disabled={busy}>
                Approve and send invite
              </button>
            </Form>
          </Panel>
          <Panel title="Decline">
            <DeclineForm
              errors={declineErrors}
              formError={actionData?.intent === 'decline' ? actionData.formError : null}
              reason={reason}
              busy={busy}
            />
          </Panel>
        </>
      ) : (
        <Panel title="Decision">
          <p className="text-slate-800">
            {a.status === 'approved' ? 'Approved' : 'Declined'}
            {a.decidedBy ? ` by ${a.decidedBy}` : ''}
            {a.decidedAt ? ` on ${formatDateTime(a.decidedAt)}` : ''}.
          </p>
          {a.decisionReason ? (
            <blockquote className="mt-3 border-l-4 border-slate-300 pl-4 whitespace-pre-line text-slate-800">
              {a.decisionReason}
            </blockquote>
          ) : null}
          {a.advisorId ? (
            <p className="mt-3">
              <Link
                to={`/admin/advisors/${a.advisorId}`}
                className="font-semibold text-brand-700 underline"
              >
                Open the advisor
              </Link>
            </p>
          ) : null}
        </Panel>
      )}
    </div>
  )
}
