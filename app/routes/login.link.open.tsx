import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { readFormData } from '~/lib/http/form.server'
import { AuthCard, FormError } from '~/features/auth/auth-ui'
import { INVALID_SIGN_IN_LINK_MESSAGE } from '~/features/auth/messages'
import { requestInfo } from '~/features/auth/request-info.server'
import { SignInLinkSchema } from '~/features/auth/schema'
import { signInLinkPath } from '~/features/auth/sign-in-link-ui'
import { signInLinkAccount, signInWithLink } from '~/features/auth/sign-in-link.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/login.link.open'

export const handle: SitemapHandle = { sitemap: false }

// The page names the account: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * The page an emailed sign-in link opens. Opening it signs nobody in (mail scanners open links):
 * it shows the account and a button, and the button signs in.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? ''
  const account = await signInLinkAccount(db(), token)
  return account ? { token, email: account.email } : { token: null, email: null }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: SignInLinkSchema })
  if (submission.status !== 'success')
    return data({ formError: INVALID_SIGN_IN_LINK_MESSAGE }, { status: 400 })
  const outcome = await signInWithLink(
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
    title: 'Sign in with your emailed link',
    description: 'Sign in to Wealthward with the link we emailed you.',
    path: '/login/link/open',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function SignInLinkOpen({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  if (!loaderData.token || actionData?.formError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <AuthCard title="This link cannot be used" intro="Sign-in links work once, for 15 minutes.">
          <div className="space-y-5">
            <FormError message={actionData?.formError ?? INVALID_SIGN_IN_LINK_MESSAGE} />
            <Link to={signInLinkPath()} className="btn-primary w-full">
              Ask for a new link
            </Link>
          </div>
        </AuthCard>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <AuthCard title="Sign in to Wealthward" intro={`As ${loaderData.email}.`}>
        <Form method="post" className="space-y-5">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </button>
        </Form>
        <p className="mt-4 text-sm text-slate-600">
          The link works once. Didn&apos;t ask for it? Close this page: nothing happens until the
          button is pressed.
        </p>
      </AuthCard>
    </div>
  )
}
