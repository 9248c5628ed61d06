import { Form, Link, data, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { findSubscriberByToken, unsubscribeByToken } from '~/features/newsletter/newsletter.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/newsletter.unsubscribe'

export const handle: SitemapHandle = { sitemap: false }

/** Shows "j•••@example.com" so the visitor recognises the address without the page exposing it. */
function maskEmail(email: string) {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const subscriber = await findSubscriberByToken(db(), token)
  if (!subscriber) return data({ state: 'invalid' as const, email: null }, { status: 404 })
  return {
    state: subscriber.unsubscribedAt ? ('done' as const) : ('confirm' as const),
    email: maskEmail(subscriber.email),
  }
}

export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const known = await unsubscribeByToken(db(), token)
  if (!known) return data({ state: 'invalid' as const }, { status: 404 })
  return { state: 'done' as const }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Unsubscribe',
    description: 'Stop receiving the Wealthward newsletter.',
    path: '/newsletter/unsubscribe',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const state = actionData?.state ?? loaderData.state
  return (
    <>
      <PageHeader title="Unsubscribe from the newsletter" />
      <div className="mx-auto max-w-3xl px-4 py-10 text-lg text-slate-800">
        {state === 'invalid' ? (
          <p>
            This unsubscribe link is not valid. It may have been copied incompletely; try the link
            in the newest email from us, or{' '}
            <Link className="font-semibold text-brand-700 underline" to="/privacy">
              contact us
            </Link>{' '}
            and we will remove you.
          </p>
        ) : state === 'done' ? (
          <div role="status">
            <p className="font-semibold">
              You are unsubscribed{loaderData.email ? ` (${loaderData.email})` : ''}.
            </p>
            <p className="mt-2">
              You will not receive the newsletter any more. Changed your mind? Sign up again on the
              home page at any time.
            </p>
          </div>
        ) : (
          <Form method="post">
            <p>
              Stop sending the weekly newsletter to <strong>{loaderData.email}</strong>?
            </p>
            <button
              type="submit"
              className="btn-primary mt-6"
              disabled={navigation.state === 'submitting'}
            >
              {navigation.state === 'submitting' ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </Form>
        )}
      </div>
    </>
  )
}
