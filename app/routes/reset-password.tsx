import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { problemsOf } from '~/lib/form-answer'
import { AuthCard } from '~/features/auth/auth-ui'
import { InvalidResetLink, NewPasswordForm } from '~/features/auth/password-reset-ui'
import { INVALID_RESET_LINK_MESSAGE } from '~/features/auth/messages'
import { resetLinkAccount, resetPassword } from '~/features/auth/password-reset.server'
import { ResetPasswordFormSchema } from '~/features/auth/schema'
import { clearedSessionCookie } from '~/features/auth/session.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/reset-password'
import { readFormData } from '~/lib/http/form.server'
import { secureCookies } from '~/lib/security/cookies.server'

export const handle: SitemapHandle = { sitemap: false }

/** The link from the reset email: shows the form only while the token can still be used. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const account = await resetLinkAccount(db(), token)
  return account ? { token, email: account.email } : { token: null, email: null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), {
    schema: ResetPasswordFormSchema,
  })
  if (submission.status !== 'success') {
    const { fieldErrors } = problemsOf(submission)
    // The token is a hidden field: a problem with it is a problem with the link.
    const formError = fieldErrors.token ? INVALID_RESET_LINK_MESSAGE : null
    delete fieldErrors.token
    return data({ fieldErrors, formError }, { status: 400 })
  }
  const outcome = await resetPassword(db(), submission.value)
  if (!outcome.ok) return data({ fieldErrors: {}, formError: outcome.message }, { status: 400 })
  // Every session of the account has ended, this browser's included.
  throw redirect('/login?reset=done', {
    headers: { 'Set-Cookie': clearedSessionCookie(secureCookies(context)) },
  })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Choose a new password',
    description: 'Choose a new password for your Wealthward account.',
    path: '/reset-password',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  if (!loaderData.token) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <AuthCard
          title="This link cannot be used"
          intro="Reset links work once, for 1 hour, and only the newest one works."
        >
          <InvalidResetLink message={actionData?.formError ?? INVALID_RESET_LINK_MESSAGE} />
        </AuthCard>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <AuthCard
        title="Choose a new password"
        intro={`For the account ${loaderData.email}. Once it is saved, you will be signed out everywhere and can sign in with the new password.`}
      >
        <NewPasswordForm
          token={loaderData.token}
          email={loaderData.email}
          answer={actionData}
          busy={busy}
          submitLabel="Save new password"
        />
      </AuthCard>
    </div>
  )
}
