import { Form, data, redirect, useNavigation } from 'react-router'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { shouldSeedDemo } from '~/db/seed.server'
import { DEMO_ADVISOR_ACCOUNT } from '~/features/advisor-portal/demo-leads'
import { AdvisorLoginAside } from '~/features/advisor-portal/login-aside'
import { formatDuration } from '~/lib/format'
import {
  ADVISOR_LOGIN_FAILED,
  ADVISOR_LOGIN_FAILED_WITH_DEMO,
} from '~/features/advisor-portal/messages'
import { fieldErrorsOf } from '~/lib/http/json.server'
import { logIn } from '~/features/auth/accounts.server'
import { AuthCard, SignInFields } from '~/features/auth/auth-ui'
import { requestInfo } from '~/features/auth/request-info.server'
import { LoginSchema } from '~/features/auth/schema'
import { getSession, SESSION_LIMITS } from '~/features/auth/session.server'
import { SignInLinkOffer } from '~/features/auth/sign-in-link-ui'
import { safeRedirectPath } from '~/lib/security/redirect'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/ria.login'
import { readFormData } from '~/lib/http/form.server'

export const handle: SitemapHandle = { sitemap: false }

/** Where to go after signing in: the `redirect` query when it is a path on this site. */
const targetOf = (url: URL) => safeRedirectPath(url.searchParams.get('redirect'), '/ria/dashboard')

/** The demo account is advertised only where the demo seed runs (never in a real deployment). */
const demoShown = () => shouldSeedDemo(getConfig())

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request)
  if (session?.user.role === 'advisor') throw redirect(targetOf(new URL(request.url)))
  return {
    demo: demoShown()
      ? {
          email: DEMO_ADVISOR_ACCOUNT.email,
          password: DEMO_ADVISOR_ACCOUNT.password,
          totpSecret: DEMO_ADVISOR_ACCOUNT.totpSecret,
        }
      : null,
    // Back from the invitation's set-password page.
    passwordSet: new URL(request.url).searchParams.get('password') === 'set',
    limits: {
      absolute: formatDuration(SESSION_LIMITS.advisor.persistent.absolute),
      idle: formatDuration(SESSION_LIMITS.advisor.persistent.idle),
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readFormData(request))
  const values = { email: String(form.email ?? ''), rememberMe: form.rememberMe === 'on' }
  const parsed = LoginSchema.safeParse(form)
  if (!parsed.success) {
    return data(
      { fieldErrors: fieldErrorsOf(parsed.error), formError: null, values },
      { status: 400 },
    )
  }
  const target = targetOf(new URL(request.url))
  const outcome = await logIn(db(), parsed.data, requestInfo(request, context), {
    roles: ['advisor'],
    secondFactor: { via: 'page', redirectTo: target },
  })
  if (outcome.ok === false) {
    const message =
      outcome.status === 401
        ? demoShown()
          ? ADVISOR_LOGIN_FAILED_WITH_DEMO
          : ADVISOR_LOGIN_FAILED
        : outcome.message
    return data(
      { fieldErrors: {}, formError: message, values },
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
    title: 'Advisor Login',
    description:
      'Partner advisers sign in to Wealthward to see the leads matched to them, their pipeline and their return on the subscription.',
    path: '/ria/login',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, follow',
  })

export default function AdvisorLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const errors: Record<string, string> = actionData?.fieldErrors ?? {}
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[3fr_2fr]">
      <AuthCard
        title="Advisor Login"
        intro="Sign in to your partner portal to see the leads matched to you."
      >
        {loaderData.passwordSet && !actionData ? (
          <p
            role="status"
            className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900"
          >
            Your password is set. Sign in to open your leads.
          </p>
        ) : null}
        <Form method="post" noValidate className="space-y-5">
          <SignInFields
            errors={errors}
            formError={actionData?.formError}
            answer={actionData}
            email={actionData?.values.email}
            emailAutoComplete="username"
            remember={{
              label: 'Remember me on this device',
              checked: actionData?.values.rememberMe,
            }}
          />
          <p className="text-sm text-slate-600">
            {`To protect your clients’ details, a session ends after ${loaderData.limits.absolute}, or ${loaderData.limits.idle} without activity, even when remembered.`}
          </p>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        </Form>
        <SignInLinkOffer />
      </AuthCard>
      <AdvisorLoginAside demo={loaderData.demo} />
    </div>
  )
}
