import { Form, data, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { fieldErrorsOf } from '~/features/api/json.server'
import { DoNotSellContent } from '~/features/legal/do-not-sell-content'
import { recordOptOut } from '~/features/legal/privacy-requests.server'
import { OptOutSchema } from '~/features/legal/schema'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { ErrorSummary, TextField } from '~/ui/form'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/do-not-sell'

export const handle: SitemapHandle = { sitemap: false }

export function loader({ request }: Route.LoaderArgs) {
  return { globalPrivacyControl: request.headers.get('sec-gpc') === '1' }
}

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData())
  const values = { email: String(form.email ?? ''), fullName: String(form.fullName ?? '') }
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
      source: 'form',
    })
  }
  return { ok: true as const, fieldErrors: {}, values: { email: '', fullName: '' } }
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
            Submit an opt-out request
          </h2>
          {actionData?.ok ? (
            <div
              role="status"
              className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
            >
              <p className="font-semibold">Your request is recorded.</p>
              <p className="mt-1">
                We will stop sharing your details with advisors within 15 business days at the
                latest, and we will pass your request on to any advisor who already received them.
              </p>
            </div>
          ) : null}
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <ErrorSummary errors={errors} />
            <div className="hidden" aria-hidden="true">
              <label htmlFor="opt-out-website">Leave this field empty</label>
              <input
                id="opt-out-website"
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>
            <TextField
              name="email"
              label="Email address you used with us"
              type="email"
              autoComplete="email"
              required
              defaultValue={actionData?.values.email}
              error={errors.email}
            />
            <TextField
              name="fullName"
              label="Full name (optional)"
              autoComplete="name"
              defaultValue={actionData?.values.fullName}
              error={errors.fullName}
              hint="Helps us find records where you gave a different email."
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Sending…' : 'Opt out'}
            </button>
          </Form>
        </section>
      </div>
    </>
  )
}
