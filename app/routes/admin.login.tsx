import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, redirect, useNavigation } from 'react-router'
import { AuthCard, SignInFields } from '~/features/auth/auth-ui'
import { getSession } from '~/features/auth/session.server'
import { SignInLinkOffer } from '~/features/auth/sign-in-link-ui'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { signInAction, signInTarget } from '~/features/auth/sign-in-action.server'
import { LoginSchema } from '~/features/auth/schema'
import type { Route } from './+types/admin.login'
import { useLastResult } from '~/ui/form'

export const handle: SitemapHandle = { sitemap: false }

const targetOf = (url: URL) => signInTarget(url, 'admin')

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request)
  if (session?.user.role === 'admin') throw redirect(targetOf(new URL(request.url)))
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction({ request, context, role: 'admin' })
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
  const lastResult = useLastResult(actionData)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <AuthCard
        title="Admin Sign In"
        intro="For Wealthward staff. Sessions end after 30 minutes idle."
      >
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <SignInFields
            form={form}
            fields={fields}
            lastResult={lastResult}
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
