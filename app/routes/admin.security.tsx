import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { loadSecurity, securityAction } from '~/features/auth/security.server'
import { StaffSecurity } from '~/features/auth/security-ui'
import { safeRedirectPath } from '~/lib/security/redirect'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.security'

/**
 * The administrator's security page: two-step verification (required: an administrator who has
 * not turned it on is sent here from every other admin page), the password, other sessions.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdmin(request, { beforeTwoFactor: true })
  const redirectTo = new URL(request.url).searchParams.get('redirect')
  return {
    security: await loadSecurity(db(), session),
    continueTo: redirectTo ? safeRedirectPath(redirectTo, '/admin/dashboard') : '/admin/dashboard',
  }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request, { beforeTwoFactor: true })
  return securityAction(db(), request, session)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Security',
    description: 'Two-step verification, password and sessions of your administrator account.',
    path: '/admin/security',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { security } = loaderData
  const required = security.twoFactor !== null && !security.twoFactor.enabled
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Security</h1>
        {required ? (
          <p
            role="status"
            className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900"
          >
            Turn on two-step verification to continue: the admin area opens once it is on.
          </p>
        ) : (
          <p className="mt-2 text-slate-700">Your sign-in, password and sessions.</p>
        )}
      </div>
      <StaffSecurity data={security} action={actionData} continueTo={loaderData.continueTo} />
    </div>
  )
}
