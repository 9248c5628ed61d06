import { Form, Link, data, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { fieldErrorsOf } from '~/lib/http/json.server'
import { AuthCard, FormError } from '~/features/auth/auth-ui'
import { ResetLinkSent } from '~/features/auth/password-reset-ui'
import { requestPasswordReset } from '~/features/auth/password-reset.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { ForgotPasswordSchema } from '~/features/auth/schema'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { ErrorSummary, TextField } from '~/ui/form'
import type { Route } from './+types/forgot-password'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'

export const handle: SitemapHandle = { sitemap: false }

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readFormData(request))
  const values = { email: formText(form.email) }
  const parsed = ForgotPasswordSchema.safeParse(form)
  if (!parsed.success) {
    return data(
      { sent: null, fieldErrors: fieldErrorsOf(parsed.error), formError: null, values },
      { status: 400 },
    )
  }
  const outcome = await requestPasswordReset(db(), parsed.data, requestInfo(request, context))
  if (!outcome.ok) {
    return data(
      { sent: null, fieldErrors: {}, formError: outcome.message, values },
      { status: outcome.status, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    )
  }
  return { sent: outcome.message, fieldErrors: {}, formError: null, values }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Forgot your password?',
    description:
      'Get an email with a link to choose a new password for your Wealthward account. The link works once, for 1 hour.',
    path: '/forgot-password',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, follow',
  })

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const errors: Record<string, string> = actionData?.fieldErrors ?? {}
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <AuthCard
        title="Forgot your password?"
        intro="Enter the email address of your account and we'll email you a link to choose a new password. If you signed up with Google or Facebook, this is also how you add a password."
      >
        {actionData?.sent ? (
          <ResetLinkSent message={actionData.sent} />
        ) : (
          <Form method="post" noValidate className="space-y-5">
            <ErrorSummary errors={errors} />
            <FormError message={actionData?.formError} />
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              required
              defaultValue={actionData?.values.email}
              error={errors.email}
            />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? 'Sending link...' : 'Email me a reset link'}
            </button>
          </Form>
        )}
        <p className="mt-6 text-center text-slate-700">
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    </div>
  )
}
