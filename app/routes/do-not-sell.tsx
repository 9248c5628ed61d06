import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, data, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { analyticsOptOutCookie, analyticsRefusal } from '~/features/analytics/events.server'
import { problemsOf } from '~/lib/form-answer'
import { DoNotSellContent } from '~/features/legal/do-not-sell-content'
import { recordOptOut } from '~/features/legal/privacy-requests.server'
import { OptOutSchema } from '~/features/legal/schema'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { ErrorSummary, FieldMessage, firstError, TextField, useLastResult } from '~/ui/form'
import { secureCookies } from '~/lib/security/cookies.server'
import { HoneypotField } from '~/ui/honeypot-field'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/do-not-sell'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'

export const handle: SitemapHandle = { sitemap: false }

const REQUEST_CHOICES = [
  { value: 'do-not-sell', label: 'Stop selling or sharing my information' },
  { value: 'deletion', label: 'Delete my information (this also stops any selling or sharing)' },
] as const

export function loader({ request }: Route.LoaderArgs) {
  return {
    globalPrivacyControl: request.headers.get('sec-gpc') === '1',
    analytics: analyticsRefusal(request) ?? ('on' as const),
  }
}

/** The two answers of the device-level analytics switch. */
const ANALYTICS_INTENTS = ['analytics-off', 'analytics-on'] as const

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request)
  const intent = ANALYTICS_INTENTS.find((value) => value === formData.get('intent'))
  if (intent) {
    // This browser only: a cookie, no email, nothing stored on our side.
    const off = intent === 'analytics-off'
    return data(
      { ok: true as const, kind: intent, fieldErrors: {}, formError: null, values: undefined },
      { headers: { 'Set-Cookie': analyticsOptOutCookie(off, secureCookies(context)) } },
    )
  }
  const submission = parseWithZod(formData, { schema: OptOutSchema })
  const values = {
    email: formText(submission.payload.email),
    fullName: formText(submission.payload.fullName),
    kind: formText(submission.payload.kind, 'do-not-sell'),
  }
  if (submission.status !== 'success') {
    return data({ ok: false as const, ...problemsOf(submission), values }, { status: 400 })
  }
  const optOut = submission.value
  if (!optOut.website) {
    await recordOptOut(db(), {
      email: optOut.email,
      fullName: optOut.fullName,
      kind: optOut.kind,
      source: 'form',
    })
  }
  return {
    ok: true as const,
    kind: optOut.kind,
    fieldErrors: {},
    formError: null,
    values: { email: '', fullName: '', kind: 'do-not-sell' },
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Do Not Sell or Share My Personal Information',
    description:
      'Opt out of Wealthward sharing your details with the advisors we match visitors with. We also honor the Global Privacy Control signal.',
    keywords: ['do not sell my personal information', 'CCPA opt out', 'Global Privacy Control'],
    path: '/do-not-sell',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, follow',
  })

export default function DoNotSell({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const requestDone =
    actionData?.ok && actionData.kind !== 'analytics-off' && actionData.kind !== 'analytics-on'
  // The request form's answers only: a refusal, or a request done (which empties the form).
  const lastResult = useLastResult(actionData?.values ? actionData : undefined)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OptOutSchema }),
  })
  const values = actionData?.values
  const kindError = firstError(fields.kind)
  return (
    <>
      <PageHeader title="Do Not Sell or Share My Personal Information" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {loaderData.globalPrivacyControl ? (
          <p
            className="mb-6 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
            role="note"
          >
            Your browser is sending a Global Privacy Control signal. We treat it as a request to opt
            out of the sale and sharing of your personal information for this browser, with no form
            needed.
          </p>
        ) : null}
        <article className="legal-prose">
          <DoNotSellContent />
        </article>
        <section
          aria-labelledby="opt-out-heading"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="opt-out-heading" className="text-2xl font-bold text-slate-900">
            Make a request
          </h2>
          {requestDone ? (
            <div
              role="status"
              className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
            >
              <p className="font-semibold">Your request is recorded.</p>
              {actionData.kind === 'deletion' ? (
                <p className="mt-1">
                  We stop sharing your details with advisors now, delete your information within 45
                  days at the latest, and ask any advisor who already received it to delete their
                  copy.
                </p>
              ) : (
                <p className="mt-1">
                  We will stop sharing your details with advisors within 15 business days at the
                  latest, and we will pass your request on to any advisor who already received them.
                </p>
              )}
            </div>
          ) : null}
          <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
            <ErrorSummary form={form} lastResult={lastResult} />
            <HoneypotField id="opt-out-website" />
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">
                What would you like us to do?
              </legend>
              {REQUEST_CHOICES.map((choice) => (
                <label
                  key={choice.value}
                  className="mt-1 flex min-h-11 items-center gap-3 text-slate-900"
                >
                  <input
                    id={choice.value === 'do-not-sell' ? 'field-kind' : undefined}
                    type="radio"
                    name="kind"
                    value={choice.value}
                    defaultChecked={(values?.kind ?? 'do-not-sell') === choice.value}
                    className="h-5 w-5 accent-brand-600"
                  />
                  {choice.label}
                </label>
              ))}
              <FieldMessage id="kind-error" message={kindError} />
            </fieldset>
            <TextField
              field={fields.email}
              label="Email address you used with us"
              type="email"
              autoComplete="email"
              required
            />
            <TextField
              field={fields.fullName}
              label="Full name (optional)"
              autoComplete="name"
              hint="Helps us find records where you gave a different email."
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Sending…' : 'Send request'}
            </button>
          </Form>
        </section>
        <AnalyticsSwitch state={loaderData.analytics} busy={busy} />
      </div>
    </>
  )
}

/**
 * Turns engagement analytics off (or back on) for this browser with a cookie: a plain form, so it
 * works without JavaScript.
 */
function AnalyticsSwitch({
  state,
  busy,
}: {
  state: 'on' | 'opt-out' | 'global-privacy-control' | 'do-not-track'
  busy: boolean
}) {
  return (
    <section
      aria-labelledby="analytics-heading"
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="analytics-heading" className="text-2xl font-bold text-slate-900">
        Engagement analytics in this browser
      </h2>
      <p className="mt-2 text-slate-700">
        We measure how pages are read and used with our own analytics, on our own server (see{' '}
        <a className="text-brand-700 underline" href="/privacy#analytics">
          our Privacy Policy
        </a>
        ). You can turn it off for this browser: we then set a cookie that tells our pages to send
        nothing and our server to store nothing from this browser, and article views from it are not
        counted. It needs no email address and lasts a year, or until you turn analytics back on or
        clear your cookies.
      </p>
      <p aria-live="polite" className="mt-4 font-semibold text-slate-900">
        {state === 'on'
          ? 'Analytics is on in this browser.'
          : state === 'opt-out'
            ? 'Analytics is off in this browser.'
            : `Analytics is off: your browser sends a ${state === 'global-privacy-control' ? 'Global Privacy Control' : 'Do Not Track'} signal.`}
      </p>
      {state === 'on' || state === 'opt-out' ? (
        <Form method="post" className="mt-4">
          <input
            type="hidden"
            name="intent"
            value={state === 'on' ? 'analytics-off' : 'analytics-on'}
          />
          <button type="submit" className="btn-secondary" disabled={busy}>
            {state === 'on' ? 'Turn off analytics in this browser' : 'Turn analytics back on'}
          </button>
        </Form>
      ) : null}
    </section>
  )
}
