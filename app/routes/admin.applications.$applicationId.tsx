import { getFormProps, useForm } from '@conform-to/react'
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
import { Notice } from '~/features/admin/advisor-ui'
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
  applicationFormValues,
  DeclineSchema,
  parseAdvisorForm,
  type AdvisorFormValues,
  type AdvisorInput,
} from '~/features/advisors/advisor-schema'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import { ErrorSummary, useLastResult } from '~/ui/form'
import type { Route } from './+types/admin.applications.$applicationId'
import { formatDateTime } from '~/lib/zoned-time'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

const ParamsSchema = z.object({ applicationId: z.uuid() })
const IntentSchema = z.object({ intent: z.enum(['approve', 'decline']) })
/** Approving creates the advisor: the application's details, as corrected by the administrator. */
const approveSchema = advisorFormSchema()

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
  const formData = await readFormData(request)
  const intent = IntentSchema.safeParse({ intent: formData.get('intent') })
  const values = formTexts(Object.fromEntries(formData), ['intent'])
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
    const submission = parseAdvisorForm(formData, approveSchema)
    const posted = formTexts(submission.payload, ['intent'])
    if (submission.status !== 'success') {
      return data({ intent: 'approve', ...problemsOf(submission), values: posted }, { status: 400 })
    }
    const outcome = await approveApplication(
      db(),
      actorOf(session),
      applicationId,
      submission.value,
      options,
    )
    if (!outcome) throw notFound()
    if (!outcome.ok) {
      const { fieldErrors, formError = null } = outcome
      return data({ intent: 'approve', fieldErrors, formError, values: posted }, { status: 409 })
    }
    throw done(outcome.delivered ? 'approved' : 'approved-unsent')
  }

  const submission = parseAdvisorForm(formData, DeclineSchema)
  if (submission.status !== 'success') {
    return data({ intent: 'decline', ...problemsOf(submission), values }, { status: 400 })
  }
  const outcome = await declineApplication(
    db(),
    actorOf(session),
    applicationId,
    submission.value,
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
            <ApproveForm
              application={loaderData.values}
              answer={actionData?.intent === 'approve' ? actionData : null}
              busy={busy}
            />
          </Panel>
          <Panel title="Decline">
            <DeclineForm
              answer={actionData?.intent === 'decline' ? actionData : null}
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

/** The advisor the application becomes; a refused approval shows its problems and what was typed. */
function ApproveForm({
  application,
  answer,
  busy,
}: {
  application: AdvisorFormValues
  answer: FormAnswer | null
  busy: boolean
}) {
  const lastResult = useLastResult(answer)
  const [form, fields] = useForm<AdvisorFormValues, AdvisorInput>({
    lastResult,
    defaultValue: application,
    onValidate: ({ formData }) => parseAdvisorForm(formData, approveSchema),
  })
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <ErrorSummary form={form} lastResult={lastResult} labels={ADVISOR_FIELD_LABELS} />
      <input type="hidden" name="intent" value="approve" />
      <AdvisorFields fields={fields} />
      <button type="submit" className="btn-primary" disabled={busy}>
        Approve and send invite
      </button>
    </Form>
  )
}
