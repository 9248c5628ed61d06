import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, redirect, useNavigation } from 'react-router'
import { getConfig } from '~/config.server'
import { shouldSeedDemo } from '~/features/demo/seed.server'
import { DEMO_ADVISOR_ACCOUNT } from '~/features/advisor-portal/demo-leads'
import { AdvisorLoginAside } from '~/features/advisor-portal/login-aside'
import { formatDuration } from '~/lib/format'
import {
  ADVISOR_LOGIN_FAILED,
  ADVISOR_LOGIN_FAILED_WITH_DEMO,
} from '~/features/advisor-portal/messages'
import { AuthCard, SignInFields } from '~/features/auth/auth-ui'
import { getSession, SESSION_LIMITS } from '~/features/auth/session.server'
import { SignInLinkOffer } from '~/features/auth/sign-in-link-ui'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { signInAction, signInTarget } from '~/features/auth/sign-in-action.server'
import { LoginSchema } from '~/features/auth/schema'
import type { Route } from './+types/ria.login'
import { useLastResult } from '~/ui/form'

export const handle: SitemapHandle = { sitemap: false }

/** Where to go after signing in: the `redirect` query when it is a path on this site. */
const targetOf = (url: URL) => signInTarget(url, 'advisor')

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
  return signInAction({
    request,
    context,
    role: 'advisor',
    wrongPasswordMessage: demoShown() ? ADVISOR_LOGIN_FAILED_WITH_DEMO : ADVISOR_LOGIN_FAILED,
  })
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
  const lastResult = useLastResult(actionData)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
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
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <SignInFields
            form={form}
            fields={fields}
            lastResult={lastResult}
            emailAutoComplete="username"
            remember={{ label: 'Remember me on this device' }}
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
