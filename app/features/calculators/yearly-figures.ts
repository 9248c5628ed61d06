/**
 * Figures that change every year (DECISIONS §9). Updating the site for a new year is an edit to
 * this file only: pages name `FIGURES_YEAR` next to the limits they show.
 */
export const FIGURES_YEAR = 2026

/** IRS contribution limits for 2026, in dollars per year. */
export const IRS_LIMITS = {
  year: 2026,
  /** 401(k), 403(b), governmental 457 and TSP elective deferral. */
  elective401k: 24_500,
  /** Rise of the elective deferral limit over the previous year. */
  elective401kIncrease: 1_000,
  /** Extra 401(k)-type deferral allowed from age 50. */
  catchUp401k: 8_000,
  /** SECURE 2.0 higher catch-up for ages 60 to 63 (replaces the age-50 catch-up). */
  catchUp401kAges60To63: 11_250,
  ira: 7_500,
  /** Extra IRA contribution allowed from age 50. */
  iraCatchUp: 1_100,
  /** Health savings account, self-only and family coverage. */
  hsaSelfOnly: 4_400,
  hsaFamily: 8_750,
  /** Extra HSA contribution allowed from age 55 (fixed by law, not indexed). */
  hsaCatchUp: 1_000,
} as const

/** IRS standard mileage rate for business driving in 2026 (IRS, December 2025 notice). */
export const IRS_MILEAGE = {
  year: 2026,
  businessCentsPerMile: 72.5,
} as const

/**
 * HHS poverty guideline for 2026 (ASPE; Federal Register, 15 January 2026), used by the
 * income-driven student-loan examples: one person in the 48 contiguous states and D.C.
 */
export const HHS_POVERTY_GUIDELINE = {
  year: 2026,
  onePerson: 15_960,
} as const

export interface SourcedStatistic {
  value: number
  /** Publisher and study the figure comes from, as far as we could establish it. */
  source: string
  /** Year of the study or data the figure describes. */
  year: number
}

/**
 * Statistics shown on the retirement page (seed 001 §9). The seed quotes them without sources in
 * its 2025 copy; the sources below were looked up afterwards, and entries marked "Unconfirmed"
 * still need the owner to check them before the page claims them.
 */
export const RETIREMENT_STATISTICS = {
  averageRetirementAge: {
    value: 64,
    source: 'Unconfirmed: quoted by the 2025 site copy without a source',
    year: 2025,
  },
  savingsAmericansSayTheyNeed: {
    value: 1_260_000,
    source: 'Northwestern Mutual, 2025 Planning & Progress Study',
    year: 2025,
  },
  averageSocialSecurityMonthly: {
    value: 2_071,
    source:
      'Social Security Administration, average retired-worker benefit after the 2.8% COLA for 2026',
    year: 2026,
  },
  healthcareCostPerPerson: {
    value: 172_500,
    source: 'Fidelity Retiree Health Care Cost Estimate (one person retiring at 65 in 2025)',
    year: 2025,
  },
  shareWithNothingSavedPercent: {
    value: 27,
    source: 'Unconfirmed: quoted by the 2025 site copy without a source',
    year: 2025,
  },
} as const satisfies Record<string, SourcedStatistic>
