import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { readFormData } from '~/lib/http/form.server'
import { problemsOf } from '~/lib/form-answer'
import { AuthCard } from '~/features/auth/auth-ui'
import { ResetLinkSent } from '~/features/auth/password-reset-ui'
import { requestInfo } from '~/features/auth/request-info.server'
import { SignInLinkRequestSchema } from '~/features/auth/schema'
import { signInLinkPath } from '~/features/auth/sign-in-link-ui'
import { requestSignInLink } from '~/features/auth/sign-in-link.server'
import { safeRedirectPath } from '~/lib/security/redirect'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { ErrorSummary, TextField, useLastResult } from '~/ui/form'
import type { Route } from './+types/login.link'
import { formText } from '~/lib/http/form-text'

export const handle: SitemapHandle = { sitemap: false }

/** `redirect`: the page to land on after following the link, when it is a path on this site. */
const redirectOf = (url: URL) => safeRedirectPath(url.searchParams.get('redirect'), '') || null

export function loader({ url }: Route.LoaderArgs) {
  return { redirectTo: redirectOf(url) }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: SignInLinkRequestSchema })
  const values = { email: formText(submission.payload.email) }
  if (submission.status !== 'success') {
    return data({ sent: null, ...problemsOf(submission), values }, { status: 400 })
  }
  const outcome = await requestSignInLink(
    db(),
    { ...submission.value, redirectTo: redirectOf(url) },
    requestInfo(request, context),
  )
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
    title: 'Email me a sign-in link',
    description:
      'Get an email with a link that signs you in to Wealthward without your password. The link works once, for 15 minutes.',
    path: '/login/link',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, follow',
  })

export default function SignInLinkRequest({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const lastResult = useLastResult(actionData)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInLinkRequestSchema }),
  })
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <AuthCard
        title="Email me a sign-in link"
        intro="Enter the email address of your account and we'll email you a link that signs you in without your password. It works once, for 15 minutes."
      >
        {actionData?.sent ? (
          <ResetLinkSent
            message={actionData.sent}
            tryAgain={signInLinkPath(loaderData.redirectTo)}
          />
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
              {busy ? 'Sending link...' : 'Email me a sign-in link'}
            </button>
          </Form>
        )}
        <p className="mt-6 text-center text-slate-700">
          Remembered your password?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    </div>
  )
}
