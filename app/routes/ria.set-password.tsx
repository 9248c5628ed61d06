import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { readFormData } from '~/lib/http/form.server'
import { problemsOf } from '~/lib/form-answer'
import { ADVISOR_SIGN_IN_PATH } from '~/features/advisors/invites.server'
import { AuthCard } from '~/features/auth/auth-ui'
import { INVALID_INVITE_LINK_MESSAGE } from '~/features/auth/messages'
import { InvalidResetLink, NewPasswordForm } from '~/features/auth/password-reset-ui'
import { passwordLinkAccount, setPasswordWithLink } from '~/features/auth/password-reset.server'
import { ResetPasswordFormSchema } from '~/features/auth/schema'
import { clearedSessionCookie } from '~/features/auth/session.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/ria.set-password'
import { secureCookies } from '~/lib/security/cookies.server'

export const handle: SitemapHandle = { sitemap: false }

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** The link from an advisor's invite: the form shows only while the invite can still be used. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const account = await passwordLinkAccount(db(), token, 'advisor-invite')
  return account ? { token, email: account.email } : { token: null, email: null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), {
    schema: ResetPasswordFormSchema,
  })
  if (submission.status !== 'success') {
    const { fieldErrors } = problemsOf(submission)
    // The token is a hidden field: a problem with it is a problem with the link.
    const formError = fieldErrors.token ? INVALID_INVITE_LINK_MESSAGE : null
    delete fieldErrors.token
    return data({ fieldErrors, formError }, { status: 400 })
  }
  const outcome = await setPasswordWithLink(db(), submission.value, 'advisor-invite')
  if (!outcome.ok) return data({ fieldErrors: {}, formError: outcome.message }, { status: 400 })
  // Whatever session this browser had ends; the advisor signs in with the new password.
  throw redirect(`${ADVISOR_SIGN_IN_PATH}?password=set`, {
    headers: { 'Set-Cookie': clearedSessionCookie(secureCookies(context)) },
  })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Set your advisor password',
    description: 'Choose the password for your Wealthward advisor account.',
    path: '/ria/set-password',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function SetAdvisorPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  if (!loaderData.token) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <AuthCard
          title="This invitation cannot be used"
          intro="Invitation links work once, for 7 days, and only the newest one works."
        >
          <InvalidResetLink message={actionData?.formError ?? INVALID_INVITE_LINK_MESSAGE} />
        </AuthCard>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <AuthCard
        title="Set your password"
        intro={`For the advisor account ${loaderData.email}. Once it is saved, sign in to the advisor portal with this address and the new password.`}
      >
        <NewPasswordForm
          token={loaderData.token}
          email={loaderData.email}
          answer={actionData}
          busy={busy}
          submitLabel="Save password"
        />
      </AuthCard>
    </div>
  )
}
