import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { z } from 'zod'
import { db } from '~/db/client.server'
import { requireAdvisor } from '~/features/advisor-portal/access.server'
import { PortalHeader } from '~/features/advisor-portal/dashboard-overview'
import {
  ContactCard,
  NotesCard,
  PipelineCard,
  ReturnCard,
} from '~/features/advisor-portal/lead-actions'
import {
  leadNotFound,
  leadPageAction,
  advisorOfficeState,
  getAdvisorLead,
} from '~/features/leads/index.server'
import {
  ConsentRecord,
  LeadAnswers,
  LeadHistory,
  LeadSummary,
  ScoreBreakdown,
} from '~/features/advisor-portal/lead-detail'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { SITE_NAME } from '~/site'
import type { Route } from './+types/ria.leads.$leadId'

export const handle: SitemapHandle = { sitemap: false }

// A lead's personal details: never kept by a shared cache, nor shown again after signing out.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** A lead id is a UUID; anything else is a lead that does not exist. */
const LeadIdSchema = z.uuid()

/** The signed-in advisor and the lead id, or the 404 that an unknown and a foreign lead share. */
async function advisorAndLead(request: Request, params: { leadId?: string }) {
  const advisor = await requireAdvisor(request)
  const leadId = LeadIdSchema.safeParse(params.leadId)
  if (!leadId.success) throw leadNotFound()
  return { advisor, leadId: leadId.data }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { advisor, leadId } = await advisorAndLead(request, params)
  const lead = await getAdvisorLead(db(), advisor.advisorId, leadId)
  if (!lead) throw leadNotFound()
  return {
    lead,
    email: advisor.user.email,
    actor: advisor.actor,
    officeState: await advisorOfficeState(db(), advisor.advisorId),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { advisor, leadId } = await advisorAndLead(request, params)
  return leadPageAction(db(), request, advisor, leadId)
}

// The title names no one: titles end up in browser history and in page-view analytics.
export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta({
    title: loaderData ? 'Lead details' : 'Lead not found',
    description: 'A lead matched to you: the visitor’s answers, score, consent and history.',
    path: `/ria/leads/${params.leadId}`,
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

function BackLink() {
  return (
    <Link
      to="/ria/dashboard"
      className="mb-2 inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2"
    >
      ← All leads
    </Link>
  )
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, email, actor, officeState } = loaderData
  return (
    <>
      <PortalHeader email={email} title={lead.name}>
        <BackLink />
      </PortalHeader>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <LeadSummary lead={lead} />
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <div className="min-w-0 space-y-6">
            <ContactCard lead={lead} action={actionData} />
            <LeadAnswers lead={lead} />
            <ScoreBreakdown lead={lead} />
            <ConsentRecord lead={lead} />
          </div>
          <div className="min-w-0 space-y-6">
            <PipelineCard lead={lead} officeState={officeState} action={actionData} />
            <NotesCard lead={lead} action={actionData} />
            <LeadHistory lead={lead} officeState={officeState} actor={actor} />
            <ReturnCard lead={lead} action={actionData} />
          </div>
        </div>
      </div>
    </>
  )
}

/** Unknown lead or another advisor's: the same page, so neither reveals the other. */
export function ErrorBoundary() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const title = notFound ? 'Lead not found' : 'Something went wrong'
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        Error {notFound ? 404 : 500}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">
        {notFound
          ? 'There is no lead at this address among the leads matched to you.'
          : 'We could not load this lead. Please try again in a moment.'}
      </p>
      <Link to="/ria/dashboard" className="btn-primary mt-8">
        Back to your leads
      </Link>
    </section>
  )
}
