import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { readFormData } from '~/lib/http/form.server'
import { fieldErrorsOf } from '~/lib/http/json.server'
import { actorOf, requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Panel } from '~/features/admin/admin-ui'
import { AdvisorFields } from '~/features/admin/advisor-fields'
import { readForm, type AdvisorFormValues } from '~/features/admin/advisor-values'
import { createAdvisor } from '~/features/admin/advisors.server'
import { ADVISOR_FIELD_LABELS, newAdvisorSchema } from '~/features/advisors/advisor-schema'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import { ErrorSummary } from '~/ui/form'
import type { Route } from './+types/admin.advisors.new'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

const BLANK: AdvisorFormValues = { states: [], active: 'on' }

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return null
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request)
  const { raw, values } = readForm(await readFormData(request))
  const parsed = newAdvisorSchema().safeParse(raw)
  if (!parsed.success)
    return data({ fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 })
  const outcome = await createAdvisor(db(), actorOf(session), parsed.data)
  if (!outcome.ok) return data({ fieldErrors: outcome.fieldErrors, values }, { status: 409 })
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
  const errors: Record<string, string> = actionData?.fieldErrors ?? {}
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
        <Form method="post" noValidate className="space-y-5">
          <ErrorSummary errors={errors} labels={ADVISOR_FIELD_LABELS} />
          <AdvisorFields values={actionData?.values ?? BLANK} errors={errors} showActive />
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Add advisor'}
          </button>
        </Form>
      </Panel>
    </div>
  )
}
