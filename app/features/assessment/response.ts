import type { CaptureOutcome } from './leads.server'

/**
 * The lead response (seed 000 §3: leadId, score, readinessLevel, recommendation, scoreBreakdown,
 * actionItems, category, matchedRIA) plus `matchedAdvisors` (all of them), `nextStep` and `matchingWithheld` (why a visitor who
 * could have been matched was not: their Global Privacy Control signal or do-not-sell request).
 */
export function leadResponse(outcome: CaptureOutcome) {
  const { result } = outcome
  return {
    leadId: outcome.leadId,
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
    matchingWithheld: outcome.matchingWithheld,
  }
}

export type LeadResponse = ReturnType<typeof leadResponse>
