import { getFormProps, useForm } from '@conform-to/react'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { readFormData } from '~/lib/http/form.server'
import { formTexts } from '~/lib/http/form-text'
import { problemsOf } from '~/lib/form-answer'
import { actorOf, requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Panel } from '~/features/admin/admin-ui'
import { AdvisorFields } from '~/features/admin/advisor-fields'
import { createAdvisor } from '~/features/admin/advisors.server'
import {
  ADVISOR_FIELD_LABELS,
  newAdvisorSchema,
  parseAdvisorForm,
  type AdvisorFormValues,
  type NewAdvisorInput,
} from '~/features/advisors/advisor-schema'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import { ErrorSummary, useLastResult } from '~/ui/form'
import type { Route } from './+types/admin.advisors.new'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** A new advisor receives leads from the start unless the box is unticked. */
const BLANK = { states: [], active: 'on' }
const schema = newAdvisorSchema()

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return null
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request)
  const submission = parseAdvisorForm(await readFormData(request), schema)
  const values = formTexts(submission.payload)
  if (submission.status !== 'success')
    return data({ ...problemsOf(submission), values }, { status: 400 })
  const outcome = await createAdvisor(db(), actorOf(session), submission.value)
  if (!outcome.ok)
    return data({ fieldErrors: outcome.fieldErrors, formError: null, values }, { status: 409 })
  throw redirect(`/admin/advisors/${outcome.advisor.id}?done=created`)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Add an Advisor',
    description: 'Add an advisor to the network: coverage, minimum assets and monthly capacity.',
    path: '/admin/advisors/new',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function NewAdvisorPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const lastResult = useLastResult(actionData)
  const [form, fields] = useForm<AdvisorFormValues, NewAdvisorInput>({
    lastResult,
    defaultValue: BLANK,
    onValidate: ({ formData }) => parseAdvisorForm(formData, schema),
  })
  return (
    <div className="space-y-5">
      <p>
        <Link to="/admin/advisors" className="font-semibold text-brand-700 underline">
          ← All advisors
        </Link>
      </p>
      <AdminPageHeader
        title="Add an advisor"
        intro="After saving, send the advisor an invite to set a password for the advisor portal."
      />
      <Panel title="Advisor details">
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <ErrorSummary form={form} lastResult={lastResult} labels={ADVISOR_FIELD_LABELS} />
          <AdvisorFields fields={fields} showActive />
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Add advisor'}
          </button>
        </Form>
      </Panel>
    </div>
  )
}
