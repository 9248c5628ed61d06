import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { AuthCard } from '~/features/auth/auth-ui'
import { ResetLinkSent } from '~/features/auth/password-reset-ui'
import { requestPasswordReset } from '~/features/auth/password-reset.server'
import { requestInfo } from '~/features/auth/request-info.server'
import { ForgotPasswordSchema } from '~/features/auth/schema'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { ErrorSummary, TextField, useLastResult } from '~/ui/form'
import type { Route } from './+types/forgot-password'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'
import { problemsOf } from '~/lib/form-answer'

export const handle: SitemapHandle = { sitemap: false }

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: ForgotPasswordSchema })
  const values = { email: formText(submission.payload.email) }
  if (submission.status !== 'success') {
    return data({ sent: null, ...problemsOf(submission), values }, { status: 400 })
  }
  const outcome = await requestPasswordReset(db(), submission.value, requestInfo(request, context))
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
  const lastResult = useLastResult(actionData)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  })
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <AuthCard
        title="Forgot your password?"
        intro="Enter the email address of your account and we'll email you a link to choose a new password. If you signed up with Google or Facebook, this is also how you add a password."
      >
        {actionData?.sent ? (
          <ResetLinkSent message={actionData.sent} />
        ) : (
          <Form method="post" className="space-y-5" {...getFormProps(form)}>
            <ErrorSummary form={form} lastResult={lastResult} />
            <TextField
              field={fields.email}
              label="Email"
              type="email"
              autoComplete="email"
              required
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
