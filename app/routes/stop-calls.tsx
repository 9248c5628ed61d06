import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import { z } from 'zod'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { readFormData } from '~/lib/http/form.server'
import {
  readStopCalls,
  withdrawPhoneConsent,
  type StopCallsState,
} from '~/features/leads/index.server'
import {
  CallsStopped,
  StopCallsForm,
  StopCallsInvalid,
  type StopCallsView,
} from '~/features/assessment/stop-calls-page'
import { STOP_CALLS_LABEL } from '~/features/legal/lead-consent'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/stop-calls'

export const handle: SitemapHandle = { sitemap: false }

const StopCallsFormSchema = z.object({ token: z.string().max(100) })
const NO_STORE = { 'Cache-Control': 'no-store' }

const viewOf = (state: StopCallsState, token: string): StopCallsView =>
  !state.ok
    ? { status: 'invalid' }
    : state.phoneConsent
      ? { status: 'ready', token }
      : { status: 'stopped', withdrawnAt: state.withdrawnAt?.toISOString() ?? null }

/** The link from an email: shows the button. Changes nothing (mail scanners open links). */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? ''
  const view = viewOf(await readStopCalls(db(), token), token)
  return data(view, { status: view.status === 'invalid' ? 404 : 200, headers: NO_STORE })
}

/** The button: withdraws phone consent at once; a repeat changes nothing and says the same. */
export async function action({ request }: Route.ActionArgs) {
  // One button and the link's token: a post without a usable token is an invalid link.
  const submission = parseWithZod(await readFormData(request), { schema: StopCallsFormSchema })
  const state =
    submission.status === 'success'
      ? await withdrawPhoneConsent(db(), submission.value.token, {
          siteUrl: getConfig().SITE_URL,
        })
      : ({ ok: false } as const)
  const view = viewOf(state, '')
  return data(view, { status: view.status === 'invalid' ? 404 : 200, headers: NO_STORE })
}

/** After the button the page shows the action's answer; the loader (without a token) has none. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: STOP_CALLS_LABEL,
    description: 'Withdraw your consent to be called or texted by advisors, at once.',
    path: '/stop-calls',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  }),
  // The page's address holds the link's token: links followed from here send the site's origin only.
  { name: 'referrer', content: 'strict-origin' },
]

export default function StopCalls({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData
  return (
    <>
      <PageHeader title={STOP_CALLS_LABEL} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {view.status === 'ready' ? (
          <StopCallsForm token={view.token} />
        ) : view.status === 'stopped' ? (
          <CallsStopped withdrawnAt={view.withdrawnAt} />
        ) : (
          <StopCallsInvalid />
        )}
      </div>
    </>
  )
}
