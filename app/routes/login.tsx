import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { logIn } from '~/features/auth/accounts.server'
import { AccountBenefits, AuthCard, SignInFields, SocialButtons } from '~/features/auth/auth-ui'
import { RESET_DONE_MESSAGE } from '~/features/auth/messages'
import { configuredProviders, requestInfo } from '~/features/auth/request-info.server'
import { LoginSchema } from '~/features/auth/schema'
import { SignInLinkOffer } from '~/features/auth/sign-in-link-ui'
import { socialErrorMessage } from '~/features/auth/social'
import { getSession } from '~/features/auth/session.server'
import { safeRedirectPath } from '~/features/security/redirect'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/login'
import { readFormData } from '~/features/api/form.server'
import { problemsOf } from '~/lib/form-answer'
import { useLastResult } from '~/ui/form'

export const handle: SitemapHandle = { sitemap: false }

/** Where to go after signing in: the `redirect` query when it is a path on this site. */
const targetOf = (url: URL) => safeRedirectPath(url.searchParams.get('redirect'), '/dashboard')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const session = await getSession(request)
  if (session) throw redirect(targetOf(url))
  return {
    providers: configuredProviders(),
    redirectTo: url.searchParams.get('redirect') ? targetOf(url) : null,
    reset: url.searchParams.get('reset') === 'done',
    // A Google or Facebook sign-in that came back without signing the visitor in.
    socialError: socialErrorMessage(
      url.searchParams.get('error'),
      url.searchParams.get('provider'),
    ),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: LoginSchema })
  const values = {
    email: String(submission.payload.email ?? ''),
    rememberMe: submission.payload.rememberMe === 'on',
  }
  if (submission.status !== 'success') {
    return data({ ...problemsOf(submission), values }, { status: 400 })
  }
  const target = targetOf(new URL(request.url))
  const outcome = await logIn(db(), submission.value, requestInfo(request, context), {
    secondFactor: { via: 'page', redirectTo: target },
  })
  if (outcome.ok === false) {
    return data(
      { fieldErrors: {}, formError: outcome.message, values },
      {
        status: outcome.status,
        headers: outcome.retryAfterSeconds
          ? { 'Retry-After': String(outcome.retryAfterSeconds) }
          : undefined,
      },
    )
  }
  // With two-step verification, the code page comes first; it goes on to the target.
  const next = outcome.ok === 'code-needed' ? outcome.location : target
  throw redirect(next, { headers: { 'Set-Cookie': outcome.setCookie } })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Login',
    description:
      'Sign in to Wealthward to see your saved calculations, your Investment Readiness score history and your next step.',
    path: '/login',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, follow',
  })

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const lastResult = useLastResult(actionData)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  const signupHref = loaderData.redirectTo
    ? `/signup?${new URLSearchParams({ redirect: loaderData.redirectTo })}`
    : '/signup'
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[3fr_2fr]">
      <AuthCard title="Welcome Back!" intro="Sign in to pick up where you left off on your plan.">
        {loaderData.reset ? (
          <p
            role="status"
            className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900"
          >
            {RESET_DONE_MESSAGE}
          </p>
        ) : null}
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <SignInFields
            form={form}
            fields={fields}
            lastResult={lastResult}
            // A Google or Facebook sign-in that came back without signing the visitor in.
            message={actionData ? null : loaderData.socialError}
            emailAutoComplete="email"
            remember={{ label: 'Remember me for 30 days' }}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        </Form>
        <SignInLinkOffer redirectTo={loaderData.redirectTo} />
        <SocialButtons
          providers={loaderData.providers}
          redirectTo={loaderData.redirectTo ?? undefined}
        />
        <p className="mt-6 text-center text-slate-700">
          New to Wealthward?{' '}
          <Link to={signupHref} className="font-semibold text-brand-700 underline">
            Create a free account
          </Link>
        </p>
      </AuthCard>
      <AccountBenefits />
    </div>
  )
}
