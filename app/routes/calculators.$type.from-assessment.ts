import { redirect } from 'react-router'
import { db } from '~/db/client.server'
import { requireUser } from '~/features/auth/session.server'
import { calculatorPath, isCalculatorType } from '~/features/calculators/calculator-types'
import { prefillHref } from '~/features/calculators/prefill'
import { PREFILL_NONE, PREFILL_PARAM } from '~/features/calculators/prefill-marker'
import { latestAssessmentFigures } from '~/features/dashboard/index.server'
import { PRIVATE_PAGE_CACHE } from '~/lib/http/cache-control'
import type { Route } from './+types/calculators.$type.from-assessment'

/**
 * GET /calculators/{slug}/from-assessment: "Use my assessment figures" for a signed-in user. Opens
 * the calculator filled in from the user's own latest assessment (decision 050), or with a note
 * that there was nothing to fill in. Signed out, it asks to sign in first.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isCalculatorType(params.type)) {
    throw new Response('There is no calculator with this name.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const session = await requireUser(request)
  const figures = await latestAssessmentFigures(db(), session.user.id)
  const href =
    (figures && prefillHref(params.type, figures)) ??
    `${calculatorPath(params.type)}?${new URLSearchParams({ [PREFILL_PARAM]: PREFILL_NONE })}`
  return redirect(href, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } })
}
