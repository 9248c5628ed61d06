import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, redirect, useNavigation } from 'react-router'
import { AccountBenefits, AuthCard, SignInFields, SocialButtons } from '~/features/auth/auth-ui'
import { RESET_DONE_MESSAGE } from '~/features/auth/messages'
import { configuredProviders } from '~/features/auth/request-info.server'
import { SignInLinkOffer } from '~/features/auth/sign-in-link-ui'
import { socialErrorMessage } from '~/features/auth/social'
import { getSession } from '~/features/auth/session.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { signInAction, signInTarget } from '~/features/auth/sign-in-action.server'
import { LoginSchema } from '~/features/auth/schema'
import type { Route } from './+types/login'
import { useLastResult } from '~/ui/form'

export const handle: SitemapHandle = { sitemap: false }

/** Where to go after signing in: the `redirect` query when it is a path on this site. */
const targetOf = (url: URL) => signInTarget(url, 'user')

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
  return signInAction({ request, context, role: 'user' })
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
