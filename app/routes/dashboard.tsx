import { db } from '~/db/client.server'
import { otherSessionCount } from '~/features/auth/password-change.server'
import { requireUser } from '~/features/auth/session.server'
import { dashboardAction } from '~/features/dashboard/dashboard-actions.server'
import {
  CompletionCard,
  DashboardGreeting,
  ReadinessCard,
  StepCard,
} from '~/features/dashboard/dashboard-overview'
import { dashboardGreeting, loadDashboard } from '~/features/dashboard/dashboard.server'
import {
  NewsletterCard,
  ProfileCard,
  SecurityCard,
  YourDataCard,
} from '~/features/dashboard/dashboard-settings'
import { SavedCalculations } from '~/features/dashboard/saved-calculations'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/dashboard'

export const handle: SitemapHandle = { sitemap: false }

// Personal data: never kept by a shared cache, nor shown again from the cache after signing out.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

const NOTICES: Record<string, string> = {
  'calculation-saved': 'Your calculation is saved.',
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request)
  const notice = new URL(request.url).searchParams.get('notice') ?? ''
  return {
    ...(await loadDashboard(db(), session.user)),
    greeting: await dashboardGreeting(db(), session),
    security: {
      hasPassword: session.user.passwordHash !== null,
      otherSessions: await otherSessionCount(db(), session),
    },
    notice: NOTICES[notice] ?? null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireUser(request)
  return dashboardAction(db(), request, context, session)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Dashboard',
    description:
      'Your Wealthward dashboard: your Investment Readiness score and its history, your step of the 6-step method, your saved calculations, goals and settings.',
    path: '/dashboard',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData
  return (
    <>
      <DashboardGreeting user={data.user} greeting={data.greeting} action={actionData} />
      <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-8 lg:grid-cols-3">
        <ReadinessCard
          score={data.user.investmentReadinessScore}
          history={data.readinessHistory}
          assessment={data.assessment}
        />
        <CompletionCard completion={data.completion} />
        <SavedCalculations
          calculations={data.calculations}
          total={data.calculationsTotal}
          action={actionData}
          notice={data.notice}
        />
        <StepCard assessment={data.assessment} />
        <ProfileCard user={data.user} action={actionData} />
        <NewsletterCard
          email={data.user.email}
          subscribed={data.newsletterSubscribed}
          action={actionData}
        />
        <SecurityCard
          hasPassword={data.security.hasPassword}
          otherSessions={data.security.otherSessions}
          action={actionData}
        />
        <YourDataCard />
      </div>
    </>
  )
}
