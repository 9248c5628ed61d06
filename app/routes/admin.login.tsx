import { Form, data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { fieldErrorsOf } from '~/lib/http/json.server'
import { logIn } from '~/features/auth/accounts.server'
import { AuthCard, SignInFields } from '~/features/auth/auth-ui'
import { requestInfo } from '~/features/auth/request-info.server'
import { LoginSchema } from '~/features/auth/schema'
import { getSession } from '~/features/auth/session.server'
import { SignInLinkOffer } from '~/features/auth/sign-in-link-ui'
import { safeRedirectPath } from '~/lib/security/redirect'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/admin.login'
import { readFormData } from '~/lib/http/form.server'

export const handle: SitemapHandle = { sitemap: false }

const targetOf = (url: URL) =>
  safeRedirectPath(url.searchParams.get('redirect'), '/admin/dashboard')

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request)
  if (session?.user.role === 'admin') throw redirect(targetOf(new URL(request.url)))
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readFormData(request))
  const values = { email: String(form.email ?? '') }
  // Administrator sessions last 12 hours at most, so there is no "remember me".
  const parsed = LoginSchema.safeParse({ ...form, rememberMe: undefined })
  if (!parsed.success) {
    return data(
      { fieldErrors: fieldErrorsOf(parsed.error), formError: null, values },
      { status: 400 },
    )
  }
  const target = targetOf(new URL(request.url))
  const outcome = await logIn(db(), parsed.data, requestInfo(request, context), {
    roles: ['admin'],
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
    title: 'Admin Sign In',
    description: 'Sign in to run Wealthward: advisors, leads, articles and the newsletter.',
    path: '/admin/login',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const errors: Record<string, string> = actionData?.fieldErrors ?? {}
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <AuthCard
        title="Admin Sign In"
        intro="For Wealthward staff. Sessions end after 30 minutes idle."
      >
        <Form method="post" noValidate className="space-y-5">
          <SignInFields
            errors={errors}
            formError={actionData?.formError}
            answer={actionData}
            email={actionData?.values.email}
            emailAutoComplete="username"
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        </Form>
        <SignInLinkOffer />
      </AuthCard>
    </div>
  )
}
