import { eq, isNull, and } from 'drizzle-orm'
import { Link } from 'react-router'
import { db } from '~/db/client.server'
import { users } from '~/db/schema'
import { consumeToken } from '~/features/auth/tokens.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/verify-email'

export const handle: SitemapHandle = { sitemap: false }

/** The link from the verification email: marks the address confirmed, once. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const userId = await consumeToken(db(), token, 'email-verification')
  if (userId) {
    await db()
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
  }
  return { verified: userId !== null }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Confirm your email',
    description: 'Confirm the email address of your Wealthward account.',
    path: '/verify-email',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.verified ? 'Email confirmed' : 'This link has expired'} />
      <div className="mx-auto max-w-3xl px-4 py-10 text-lg text-slate-800">
        {loaderData.verified ? (
          <p>
            Thank you: your email address is confirmed.{' '}
            <Link to="/dashboard" className="font-semibold text-brand-700 underline">
              Go to your dashboard
            </Link>
          </p>
        ) : (
          <p>
            The link is invalid, already used or older than 7 days. Sign in and ask for a new one
            from your{' '}
            <Link to="/dashboard" className="font-semibold text-brand-700 underline">
              dashboard
            </Link>
            .
          </p>
        )}
      </div>
    </>
  )
}
