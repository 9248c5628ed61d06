import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import { z } from 'zod'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { readFormData } from '~/lib/http/form.server'
import {
  UpdateApplied,
  UpdateLinkProblemView,
  UpdatePreview,
  type LeadUpdateActionData,
  type UpdateLinkProblem,
} from '~/features/assessment/lead-update-page'
import {
  applyLeadUpdate,
  previewLeadUpdate,
  ownerProofCookie,
  leadResponse,
} from '~/features/leads/index.server'
import { secureCookies } from '~/lib/security/cookies.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/investment-readiness.update'

export const handle: SitemapHandle = { sitemap: false }

const LeadUpdateFormSchema = z.object({ token: z.string().max(100) })

/** An unknown link is not found; a used or expired one is gone. */
const problemStatus = (problem: UpdateLinkProblem) => (problem === 'invalid' ? 404 : 410)
const NO_STORE = { 'Cache-Control': 'no-store' }

/** The link from the owner's email: shows what would change. Changes nothing (GET). */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? ''
  const found = await previewLeadUpdate(db(), token)
  if (!found.ok)
    return data(
      { preview: null, problem: found.problem },
      { status: problemStatus(found.problem), headers: NO_STORE },
    )
  const { preview } = found
  return data(
    {
      preview: {
        token,
        submittedAt: preview.submittedAt.toISOString(),
        expiresAt: preview.expiresAt.toISOString(),
        changes: preview.changes,
      },
      problem: null,
    },
    { headers: NO_STORE },
  )
}

/** "Apply these answers": uses the link up and updates the lead, once. */
export async function action({ request, context, url }: Route.ActionArgs) {
  // One button and the link's token: a post without a usable token is an invalid link.
  const submission = parseWithZod(await readFormData(request), { schema: LeadUpdateFormSchema })
  if (submission.status !== 'success')
    return data<LeadUpdateActionData>({ ok: false, problem: 'invalid' }, { status: 404 })
  const config = getConfig()
  const applied = await applyLeadUpdate(db(), submission.value.token, {
    ipAddress: context.clientIp,
    userAgent: request.headers.get('user-agent') ?? '',
    globalPrivacyControl: request.headers.get('sec-gpc') === '1',
    // The page without its query: the link's token is not kept in the consent record.
    pageUrl: `${url.origin}${url.pathname}`,
    maxAdvisors: config.MAX_ADVISORS_PER_LEAD,
    siteUrl: config.SITE_URL,
    postalAddress: config.COMPANY_POSTAL_ADDRESS,
  })
  if (!applied.ok)
    return data<LeadUpdateActionData>(
      { ok: false, problem: applied.problem },
      { status: problemStatus(applied.problem), headers: NO_STORE },
    )
  return data<LeadUpdateActionData>(
    { ok: true, lead: leadResponse(applied.outcome), phoneConsent: applied.input.phoneConsent },
    {
      // An action's own status wins over the loader's (which, after the POST, sees no token).
      status: 200,
      headers: {
        ...NO_STORE,
        'Set-Cookie': ownerProofCookie(applied.outcome.browserToken, secureCookies(context)),
      },
    },
  )
}

/** After "Apply" the page shows the action's answer; the link's preview has nothing left to say. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: 'Apply new answers to your assessment',
    description:
      'See and apply answers sent to the Investment Readiness assessment with your email.',
    path: '/investment-readiness/update',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  }),
  // The page's address holds the link's token: links followed from here send the site's origin only.
  { name: 'referrer', content: 'strict-origin' },
]

export default function LeadUpdate({ loaderData, actionData }: Route.ComponentProps) {
  let content: React.ReactNode
  if (actionData?.ok)
    content = <UpdateApplied lead={actionData.lead} phoneConsent={actionData.phoneConsent} />
  else if (actionData) content = <UpdateLinkProblemView problem={actionData.problem} />
  else if (loaderData.preview) content = <UpdatePreview preview={loaderData.preview} />
  else content = <UpdateLinkProblemView problem={loaderData.problem} />
  return (
    <>
      <PageHeader title="Apply new answers to your assessment?" />
      <div className="mx-auto max-w-3xl px-4 py-10">{content}</div>
    </>
  )
}
