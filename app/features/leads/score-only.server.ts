import type { Database } from '~/db/client.server'
import { scoreOnlySubmissions } from '~/db/schema'
import type { ScoreOnlyInput } from '~/features/assessment'
import { scoreAssessment, type AssessmentResult } from '~/features/assessment'

/** "Just show my score": the visitor's result, and no lead behind it. */
export interface ScoreOnlyOutcome {
  kind: 'score-only'
  /** Always null: nothing was stored that an advisor could receive. */
  leadId: null
  result: AssessmentResult
  /** No lead, so no lead cookie. */
  browserToken: null
}

/**
 * Scores a score-only submission and counts it (DECISIONS §3, decision 028): the row holds the
 * score, level, step, time and campaign, nothing that identifies the visitor, and no lead, match,
 * consent record or email comes of it.
 */
export async function storeScoreOnly(
  tx: Database,
  input: ScoreOnlyInput,
  now: Date,
): Promise<ScoreOnlyOutcome> {
  const result = scoreAssessment(input)
  await tx.insert(scoreOnlySubmissions).values({
    score: result.score,
    readinessLevel: result.readinessLevel,
    step: result.step,
    source: input.source,
    medium: input.medium,
    campaign: input.campaign,
    createdAt: now,
  })
  return { kind: 'score-only', leadId: null, result, browserToken: null }
}
