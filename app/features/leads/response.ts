import type { CaptureOutcome, MatchedAdvisor, ShownWithheld } from './capture.server'
import type { MatchingChoice } from '~/features/assessment'
import type { AssessmentResult } from '~/features/assessment'

/**
 * The lead response (seed 000 §3: leadId, score, readinessLevel, recommendation, scoreBreakdown,
 * actionItems, category, matchedRIA) plus `matchedAdvisors` (all of them), `nextStep`, `matching`
 * (the visitor's choice, 'advisors' or 'score-only') and
 * `matchingWithheld` (why a visitor who could have been matched was not: 'gpc', their browser's
 * Global Privacy Control signal, or 'see-email', explained in the email sent to the address).
 * The same keys and types whether the address was new or already on file (DECISIONS §3); a held
 * submission's `leadId` is the id of its update waiting for the owner.
 */
export function leadResponse(outcome: CaptureOutcome): LeadResponse {
  return {
    ...resultFields(outcome.result),
    leadId: outcome.submissionId,
    matching: 'advisors',
    category: outcome.result.category,
    matchedRIA: outcome.matchedAdvisors[0] ?? null,
    matchedAdvisors: outcome.matchedAdvisors,
    matchingWithheld: outcome.shownWithheld,
  }
}

/**
 * The answer to "Just show my score": the same keys, with no lead (`leadId` null), no advisors,
 * and `matching: 'score-only'`.
 */
export function scoreOnlyResponse(result: AssessmentResult): LeadResponse {
  return {
    ...resultFields(result),
    leadId: null,
    matching: 'score-only',
    category: result.category,
    matchedRIA: null,
    matchedAdvisors: [],
    matchingWithheld: null,
  }
}

function resultFields(result: AssessmentResult) {
  return {
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
  }
}

export type LeadResponse = ReturnType<typeof resultFields> & {
  /** The lead's id (or its held update's); null for a score-only submission, which is no lead. */
  leadId: string | null
  matching: MatchingChoice
  category: AssessmentResult['category']
  matchedRIA: MatchedAdvisor | null
  matchedAdvisors: MatchedAdvisor[]
  matchingWithheld: ShownWithheld
}
