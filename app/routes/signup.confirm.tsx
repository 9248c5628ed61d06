import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { readFormData } from '~/lib/http/form.server'
import { AuthCard, FormError } from '~/features/auth/auth-ui'
import { INVALID_SIGNUP_LINK_MESSAGE } from '~/features/auth/messages'
import { requestInfo } from '~/features/auth/request-info.server'
import { SignUpConfirmationSchema } from '~/features/auth/schema'
import { confirmSignUp, signUpLinkAccount } from '~/features/auth/signup.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/signup.confirm'

export const handle: SitemapHandle = { sitemap: false }

// The page names the person signing up: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * The page a sign-up's emailed link opens. Opening it changes nothing (mail scanners open links):
 * it says whose sign-up it finishes, and its button confirms the address and signs in.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? ''
  const account = await signUpLinkAccount(db(), token)
  return account ? { token, ...account } : null
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: SignUpConfirmationSchema })
  if (submission.status !== 'success')
    return data({ formError: INVALID_SIGNUP_LINK_MESSAGE }, { status: 400 })
  const outcome = await confirmSignUp(
    db(),
    { token: submission.value.token, redirectTo: url.searchParams.get('redirect') },
    requestInfo(request, context),
  )
  if (!outcome.ok) return data({ formError: outcome.message }, { status: outcome.status })
  const location = outcome.ok === 'code-needed' ? outcome.location : outcome.redirectTo
  throw redirect(location, { headers: { 'Set-Cookie': outcome.setCookie } })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Finish creating your account',
    description: 'Confirm your email address to finish creating your Wealthward account.',
    path: '/signup/confirm',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function SignUpConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  if (!loaderData || actionData?.formError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <AuthCard title="This link cannot be used" intro="Sign-up links work once, for 24 hours.">
          <div className="space-y-5">
            <FormError message={actionData?.formError ?? INVALID_SIGNUP_LINK_MESSAGE} />
            <div className="grid gap-3 sm:grid-cols-2">
              <Link to="/login" className="btn-primary w-full">
                Sign in
              </Link>
              <Link to="/signup" className="btn-secondary w-full">
                Sign up again
              </Link>
            </div>
          </div>
        </AuthCard>
      </div>
    )
  }
  const name = `${loaderData.firstName} ${loaderData.lastName}`.trim()
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <AuthCard
        title="Finish creating your account"
        intro={`For ${loaderData.email}, signed up as ${name}.`}
      >
        <Form method="post" className="space-y-5">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Finishing...' : 'Confirm my email and sign in'}
          </button>
        </Form>
        <p className="mt-4 text-sm text-slate-600">
          Not your name, or you did not sign up? Close this page: nothing happens until the button
          is pressed, and nobody can use the account without this link.
        </p>
      </AuthCard>
    </div>
  )
}
