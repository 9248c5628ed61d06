import type { LeadCategory } from '~/db/vocabulary'
import { formatCount } from '~/lib/format'

/** An advisor as matching sees it, with this month's lead count and when they last got a lead. */
export interface MatchCandidate {
  id: string
  states: readonly string[]
  minAssets: number
  monthlyCapacity: number
  active: boolean
  leadsThisMonth: number
  lastMatchedAt: Date | null
  createdAt: Date
}

export interface LeadForMatching {
  state: string
  investableAssets: number
  category: LeadCategory
}

export const DEFAULT_MAX_ADVISORS_PER_LEAD = 5

/** Whether an advisor may receive this lead (DECISIONS §3): active, registered there, minimum met, room left. */
export function isEligible(advisor: MatchCandidate, lead: LeadForMatching): boolean {
  return (
    advisor.active &&
    advisor.states.includes(lead.state) &&
    advisor.minAssets <= lead.investableAssets &&
    advisor.leadsThisMonth < advisor.monthlyCapacity
  )
}

/**
 * The advisors a lead goes to, in order. COLD leads are not sold (they get the education track).
 * Fairness: fewest leads this calendar month first, then whoever has waited longest since their
 * last lead (never matched counts as longest), then the earliest subscriber.
 */
export function chooseAdvisors<T extends MatchCandidate>(
  candidates: readonly T[],
  lead: LeadForMatching,
  maxAdvisors = DEFAULT_MAX_ADVISORS_PER_LEAD,
): T[] {
  if (lead.category === 'COLD' || maxAdvisors <= 0) return []
  const waitedSince = (c: MatchCandidate) => c.lastMatchedAt?.getTime() ?? Number.NEGATIVE_INFINITY
  return candidates
    .filter((c) => isEligible(c, lead))
    .sort(
      (a, b) =>
        a.leadsThisMonth - b.leadsThisMonth ||
        waitedSince(a) - waitedSince(b) ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        a.id.localeCompare(b.id),
    )
    .slice(0, maxAdvisors)
}

/** Plain reasons shown to the visitor for why an advisor was matched. */
export function matchReasons(
  advisor: { minAssets: number },
  lead: { state: string },
  stateName: string,
): string[] {
  const reasons = [`Registered to work with clients in ${stateName} (${lead.state})`]
  reasons.push(
    advisor.minAssets > 0
      ? `Works with clients who have at least $${formatCount(advisor.minAssets)} to invest`
      : 'Works with clients at any asset level',
  )
  reasons.push('Has room for new clients this month')
  return reasons
}
