import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, data, useNavigation } from 'react-router'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { problemsOf } from '~/lib/form-answer'
import {
  APPLICATION_FIELD_LABELS,
  APPLICATION_RECEIVED_MESSAGE,
  AdvisorApplicationSchema,
} from '~/features/advisors/application-schema'
import { submitApplication } from '~/features/advisors/applications.server'
import { ADVISOR_MONTHLY_PRICE } from '~/features/advisors/pricing'
import { PartnerApplicationFields, PartnerPageContent } from '~/features/advisors/partner-page'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import { ErrorSummary, useLastResult } from '~/ui/form'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/ria'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'

export type ApplicationValues = Record<string, string | string[]>

const EMPTY: ApplicationValues = {}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request)
  // What was typed, to put back in the fields (never the honeypot).
  const values: ApplicationValues = {}
  for (const key of new Set(formData.keys())) {
    if (key === 'states') values.states = formData.getAll('states').map((state) => formText(state))
    else if (key !== 'website') values[key] = formText(formData.get(key))
  }
  const submission = parseWithZod(formData, { schema: AdvisorApplicationSchema })
  if (submission.status !== 'success') {
    return data({ ok: false as const, ...problemsOf(submission), values }, { status: 400 })
  }
  await submitApplication(db(), submission.value, { siteUrl: getConfig().SITE_URL })
  return { ok: true as const, fieldErrors: {}, formError: null, values: EMPTY }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Partner With Us: Qualified Leads for Registered Investment Advisers',
    description: `Registered investment advisers receive consented, state-matched HOT and WARM leads from the Wealthward Investment Readiness assessment for $${ADVISOR_MONTHLY_PRICE} a month. See how matching works and apply.`,
    keywords: ['RIA leads', 'financial advisor leads', 'registered investment adviser marketing'],
    path: '/ria',
    siteUrl: siteUrlFrom(matches),
  })

export default function PartnerPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  // A refusal's problems and values; a sent application empties the form (its key changes).
  const lastResult = useLastResult(actionData?.ok === false ? actionData : undefined)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdvisorApplicationSchema }),
  })
  const values = actionData?.values ?? EMPTY
  return (
    <>
      <PageHeader
        title="Partner With Us"
        intro="Qualified, consented introductions to people who have just measured how ready they are to invest, for registered investment advisers."
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <PartnerPageContent />
        <section
          id="apply"
          aria-labelledby="apply-heading"
          className="mt-12 scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="apply-heading" className="text-2xl font-bold text-slate-900">
            Apply to join
          </h2>
          <p className="mt-2 text-slate-700">
            We review every application and check the firm’s registration before it receives any
            lead.
          </p>
          {actionData?.ok ? (
            <div
              role="status"
              className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
            >
              <p className="font-semibold">Application received.</p>
              <p className="mt-1">{APPLICATION_RECEIVED_MESSAGE}</p>
            </div>
          ) : null}
          <Form
            method="post"
            action="/ria#apply"
            className="mt-4 space-y-4"
            {...getFormProps(form)}
          >
            <ErrorSummary form={form} lastResult={lastResult} labels={APPLICATION_FIELD_LABELS} />
            <PartnerApplicationFields
              key={actionData?.ok ? 'sent' : 'editing'}
              values={values}
              fields={fields}
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Sending…' : 'Submit application'}
            </button>
          </Form>
        </section>
      </div>
    </>
  )
}
