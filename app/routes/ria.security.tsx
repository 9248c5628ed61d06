import { Link } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdvisor } from '~/features/advisor-portal/access.server'
import { PortalHeader } from '~/features/advisor-portal/dashboard-overview'
import { loadSecurity, securityAction } from '~/features/auth/security.server'
import { StaffSecurity } from '~/features/auth/security-ui'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/ria.security'

export const handle: SitemapHandle = { sitemap: false }

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** An advisor's security page: two-step verification (optional), the password, other sessions. */
export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await requireAdvisor(request)
  return { security: await loadSecurity(db(), session) }
}

export async function action({ request }: Route.ActionArgs) {
  const { session } = await requireAdvisor(request)
  return securityAction(db(), request, session)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Account Security',
    description: 'Two-step verification, password and sessions of your advisor account.',
    path: '/ria/security',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function AdvisorSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PortalHeader email={loaderData.security.email} title="Account Security">
        <Link to="/ria/dashboard" className="font-medium text-brand-700 underline">
          Back to your dashboard
        </Link>
      </PortalHeader>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <StaffSecurity data={loaderData.security} action={actionData} />
      </div>
    </>
  )
}
