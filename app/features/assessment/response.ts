import type { CaptureOutcome } from './leads.server'

/**
 * The lead response (seed 000 §3: leadId, score, readinessLevel, recommendation, scoreBreakdown,
 * actionItems, category, matchedRIA) plus `matchedAdvisors` (all of them), `nextStep` and
 * `matchingWithheld` (why a visitor who could have been matched was not: 'gpc', their browser's
 * Global Privacy Control signal, or 'see-email', explained in the email sent to the address).
 * The same keys and types whether the address was new or already on file (DECISIONS §3); a held
 * submission's `leadId` is the id of its update waiting for the owner.
 */
export function leadResponse(outcome: CaptureOutcome) {
  const { result } = outcome
  return {
    leadId: outcome.submissionId,
    score: result.score,
    readinessLevel: result.readinessLevel,
    recommendation: result.recommendation.text,
    nextStep: {
      step: result.recommendation.step,
      title: result.recommendation.title,
      link: result.recommendation.link,
    },
    scoreBreakdown: result.breakdown,
    actionItems: result.actionItems,
    category: result.category,
    matchedRIA: outcome.matchedAdvisors[0] ?? null,
    matchedAdvisors: outcome.matchedAdvisors,
    matchingWithheld: outcome.shownWithheld,
  }
}

export type LeadResponse = ReturnType<typeof leadResponse>
