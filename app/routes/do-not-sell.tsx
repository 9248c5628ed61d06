import { Form, data, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { analyticsOptOutCookie, analyticsRefusal } from '~/features/analytics/events.server'
import { fieldErrorsOf } from '~/lib/http/json.server'
import { DoNotSellContent } from '~/features/legal/do-not-sell-content'
import { recordOptOut } from '~/features/legal/privacy-requests.server'
import { OptOutSchema } from '~/features/legal/schema'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { ErrorSummary, TextField } from '~/ui/form'
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
  const form = Object.fromEntries(await readFormData(request))
  const intent = ANALYTICS_INTENTS.find((value) => value === form.intent)
  if (intent) {
    // This browser only: a cookie, no email, nothing stored on our side.
    const off = intent === 'analytics-off'
    return data(
      { ok: true as const, kind: intent, fieldErrors: {}, values: undefined },
      { headers: { 'Set-Cookie': analyticsOptOutCookie(off, secureCookies(context)) } },
    )
  }
  const values = {
    email: formText(form.email),
    fullName: formText(form.fullName),
    kind: formText(form.kind, 'do-not-sell'),
  }
  const result = OptOutSchema.safeParse(form)
  if (!result.success) {
    return data(
      { ok: false as const, fieldErrors: fieldErrorsOf(result.error), values },
      { status: 400 },
    )
  }
  if (!result.data.website) {
    await recordOptOut(db(), {
      email: result.data.email,
      fullName: result.data.fullName,
      kind: result.data.kind,
      source: 'form',
    })
  }
  return {
    ok: true as const,
    kind: result.data.kind,
    fieldErrors: {},
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
  const errors: Record<string, string> = actionData?.ok === false ? actionData.fieldErrors : {}
  const requestDone =
    actionData?.ok && actionData.kind !== 'analytics-off' && actionData.kind !== 'analytics-on'
  const values = actionData?.values
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
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <ErrorSummary errors={errors} />
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
              {errors.kind ? (
                <p className="mt-1 text-sm font-medium text-red-700">{errors.kind}</p>
              ) : null}
            </fieldset>
            <TextField
              name="email"
              label="Email address you used with us"
              type="email"
              autoComplete="email"
              required
              defaultValue={values?.email}
              error={errors.email}
            />
            <TextField
              name="fullName"
              label="Full name (optional)"
              autoComplete="name"
              defaultValue={values?.fullName}
              error={errors.fullName}
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
