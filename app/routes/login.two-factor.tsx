import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { problemsOf } from '~/lib/form-answer'
import { readFormData } from '~/lib/http/form.server'
import { AuthCard, FormError } from '~/features/auth/auth-ui'
import { requestInfo } from '~/features/auth/request-info.server'
import { secureCookies } from '~/lib/security/cookies.server'
import { SecondStepSchema } from '~/features/auth/two-factor/schema'
import {
  challengeTokenFrom,
  clearedChallengeCookie,
  completeSecondStep,
  pendingSignIn,
} from '~/features/auth/two-factor/sign-in.server'
import { CHALLENGE_EXPIRED_MESSAGE } from '~/features/auth/two-factor/messages'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { ErrorSummary, TextField, useLastResult } from '~/ui/form'
import type { Route } from './+types/login.two-factor'

export const handle: SitemapHandle = { sitemap: false }

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * The second step of signing in to an account with two-step verification. Only a browser whose
 * password step just succeeded has the cookie this page needs; without it there is nothing here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pending = await pendingSignIn(db(), challengeTokenFrom(request))
  if (!pending) throw redirect('/login')
  return pending
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: SecondStepSchema })
  // A code is used once and is never put back in the field.
  if (submission.status !== 'success') {
    return data({ ...problemsOf(submission), values: null, expired: false }, { status: 400 })
  }
  const outcome = await completeSecondStep(db(), {
    token: challengeTokenFrom(request),
    answer: submission.value.code,
    info: requestInfo(request, context),
  })
  if (!outcome.ok) {
    return data(
      {
        fieldErrors: {},
        formError: outcome.message,
        values: null,
        expired: outcome.expired === true,
      },
      {
        status: outcome.status,
        headers: outcome.retryAfterSeconds
          ? { 'Retry-After': String(outcome.retryAfterSeconds) }
          : undefined,
      },
    )
  }
  const headers = new Headers()
  headers.append('Set-Cookie', outcome.setCookie)
  headers.append('Set-Cookie', clearedChallengeCookie(secureCookies(context)))
  throw redirect(outcome.redirectTo, { headers })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Two-Step Verification',
    description: 'Enter the code from your authenticator app to finish signing in to Wealthward.',
    path: '/login/two-factor',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const lastResult = useLastResult(actionData)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SecondStepSchema }),
  })
  const expired = loaderData.expired || actionData?.expired === true
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <AuthCard
        title="Two-Step Verification"
        intro={`Signing in as ${loaderData.email}. Open your authenticator app and enter the code it shows for Wealthward.`}
      >
        {expired ? (
          <div className="space-y-5">
            <FormError message={CHALLENGE_EXPIRED_MESSAGE} />
            <Link to={loaderData.loginPath} className="btn-primary w-full">
              Sign in again
            </Link>
          </div>
        ) : (
          <Form method="post" className="space-y-5" {...getFormProps(form)}>
            <ErrorSummary form={form} lastResult={lastResult} />
            <TextField
              field={fields.code}
              label="Code"
              hint="The 6-digit code from your authenticator app, or one of your recovery codes."
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? 'Checking...' : 'Verify and sign in'}
            </button>
            <p className="text-sm text-slate-700">
              No phone at hand? Enter one of the recovery codes you saved when you turned two-step
              verification on; each works once.
            </p>
            <p>
              <Link
                to={loaderData.loginPath}
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
              >
                Cancel and go back to sign in
              </Link>
            </p>
          </Form>
        )}
      </AuthCard>
    </div>
  )
}
