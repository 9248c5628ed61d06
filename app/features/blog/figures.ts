import { formatDollars as usd } from '~/lib/money'
import {
  HHS_POVERTY_GUIDELINE,
  IRS_LIMITS,
  IRS_MILEAGE,
  RETIREMENT_STATISTICS,
} from '~/features/calculators'

/**
 * The figure check for article text (docs/decisions/030-article-figures.md). Yearly figures live in
 * calculators/yearly-figures.ts; an article that repeats one must agree with it, and figures that
 * used to be true and are not any more are named here so they cannot come back. The check works
 * sentence by sentence: a sentence is about a figure when it names the figure's subject, and every
 * amount of the right size in it must then be the current one.
 */
export interface FigureProblem {
  rule: string
  sentence: string
}

/** Sentences of a Markdown or YAML text: split at sentence ends and at line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\n|(?<=[.!?])\s+(?=[A-Z"'“(*])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/** Dollar amounts in a sentence, "$1.26 million" and "$2,071" alike. */
export function dollarAmounts(sentence: string): number[] {
  const amounts: number[] = []
  for (const match of sentence.matchAll(/\$(\d[\d,]*(?:\.\d+)?)(\s*(?:million|billion))?/gi)) {
    const value = Number(match[1]!.replace(/,/g, ''))
    const scale = match[2]?.trim().toLowerCase()
    amounts.push(scale === 'million' ? value * 1e6 : scale === 'billion' ? value * 1e9 : value)
  }
  return amounts
}

interface AmountRule {
  rule: string
  /** The sentence is about this figure. */
  about: (sentence: string) => boolean
  /** Amounts in this range are the figure (others in the sentence are something else). */
  range: [number, number]
  allowed: readonly number[]
}

const STATS = RETIREMENT_STATISTICS
const has = (pattern: RegExp) => (sentence: string) => pattern.test(sentence)

const AMOUNT_RULES: readonly AmountRule[] = [
  {
    rule: `average Social Security retirement benefit is ${usd(STATS.averageSocialSecurityMonthly.value)} a month (${STATS.averageSocialSecurityMonthly.year})`,
    about: (s) => /average/i.test(s) && /social security|retired[- ]worker/i.test(s),
    range: [500, 5_000],
    allowed: [STATS.averageSocialSecurityMonthly.value],
  },
  {
    rule: `Fidelity's retiree health-care estimate is ${usd(STATS.healthcareCostPerPerson.value)} per person (${STATS.healthcareCostPerPerson.year})`,
    about: (s) => /fidelity/i.test(s) && /health/i.test(s),
    range: [50_000, 1_000_000],
    allowed: [STATS.healthcareCostPerPerson.value, STATS.healthcareCostPerPerson.value * 2],
  },
  {
    rule: `the Northwestern Mutual "magic number" is ${usd(STATS.savingsAmericansSayTheyNeed.value)} (${STATS.savingsAmericansSayTheyNeed.year})`,
    about: has(/northwestern mutual|magic number/i),
    range: [500_000, 10_000_000],
    allowed: [STATS.savingsAmericansSayTheyNeed.value],
  },
  {
    rule: `the ${IRS_LIMITS.year} 401(k) deferral limit is ${usd(IRS_LIMITS.elective401k)}, with catch-ups of ${usd(IRS_LIMITS.catchUp401k)} and ${usd(IRS_LIMITS.catchUp401kAges60To63)}`,
    about: (s) =>
      s.includes(String(IRS_LIMITS.year)) &&
      /401\(k\)|403\(b\)|\bTSP\b/.test(s) &&
      /limit|up to|contribute/i.test(s),
    range: [15_000, 40_000],
    allowed: [
      IRS_LIMITS.elective401k,
      IRS_LIMITS.elective401k + IRS_LIMITS.catchUp401k,
      IRS_LIMITS.elective401k + IRS_LIMITS.catchUp401kAges60To63,
    ],
  },
  {
    rule: `the ${IRS_LIMITS.year} IRA limit is ${usd(IRS_LIMITS.ira)}, or ${usd(IRS_LIMITS.ira + IRS_LIMITS.iraCatchUp)} from age 50`,
    about: (s) =>
      s.includes(String(IRS_LIMITS.year)) && /\bIRA\b/.test(s) && /limit|up to|contribute/i.test(s),
    range: [5_000, 9_999],
    allowed: [IRS_LIMITS.ira, IRS_LIMITS.ira + IRS_LIMITS.iraCatchUp],
  },
  {
    rule: `the ${IRS_LIMITS.year} HSA limits are ${usd(IRS_LIMITS.hsaSelfOnly)} (self-only) and ${usd(IRS_LIMITS.hsaFamily)} (family)`,
    about: (s) =>
      s.includes(String(IRS_LIMITS.year)) && /\bHSA\b|health savings/i.test(s) && /limit/i.test(s),
    range: [3_000, 10_000],
    allowed: [IRS_LIMITS.hsaSelfOnly, IRS_LIMITS.hsaFamily],
  },
  {
    rule: `the ${HHS_POVERTY_GUIDELINE.year} HHS poverty guideline for one person is ${usd(HHS_POVERTY_GUIDELINE.onePerson)}`,
    about: (s) => /poverty guideline/i.test(s) && /one[- ]person|single|household of one/i.test(s),
    range: [10_000, 20_000],
    allowed: [HHS_POVERTY_GUIDELINE.onePerson],
  },
]

interface PatternRule {
  rule: string
  /** Matches a sentence that states the stale figure. */
  stale: (sentence: string) => boolean
}

const STALE_RULES: readonly PatternRule[] = [
  {
    rule: 'retired figures: $1,907 (Social Security average, 2024) and $1.46 million (Northwestern Mutual, 2024)',
    stale: (s) => dollarAmounts(s).some((amount) => amount === 1_907 || amount === 1_460_000),
  },
  {
    rule: 'paper I bonds can no longer be bought with a federal tax refund (ended 1 January 2025)',
    stale: (s) =>
      /\b(I|paper|savings) bonds?\b/.test(s) &&
      /tax refund|form 8888/i.test(s) &&
      !/no longer|ended|stopped|discontinued|closed|until (the end of )?2024|before 2025/i.test(s),
  },
  {
    rule: `the IRS standard mileage rate for ${IRS_MILEAGE.year} is ${IRS_MILEAGE.businessCentsPerMile} cents a mile`,
    stale: (s) => {
      if (!/mileage|\bper mile\b|\ba mile\b/i.test(s)) return false
      const cents = [...s.matchAll(/(\d+(?:\.\d+)?) cents/g)].map((m) => Number(m[1]))
      return cents.some((value) => value >= 50 && value !== IRS_MILEAGE.businessCentsPerMile)
    },
  },
  {
    rule: 'the SAVE plan is closed to borrowers: do not describe it as available',
    stale: (s) =>
      /\bSAVE\b/.test(s) &&
      /(enrol+ in|sign up for|apply for|choose|switch to) (the )?SAVE\b/i.test(s) &&
      !/no longer|can(no|')t|ended|closed|blocked/i.test(s),
  },
]

/** Every problem with yearly figures in one text (an article's whole file). */
export function figureProblems(text: string): FigureProblem[] {
  const problems: FigureProblem[] = []
  for (const sentence of sentencesOf(text)) {
    for (const { rule, about, range, allowed } of AMOUNT_RULES) {
      if (!about(sentence)) continue
      const wrong = dollarAmounts(sentence).filter(
        (amount) => amount >= range[0] && amount <= range[1] && !allowed.includes(amount),
      )
      if (wrong.length) problems.push({ rule, sentence })
    }
    for (const { rule, stale } of STALE_RULES)
      if (stale(sentence)) problems.push({ rule, sentence })
  }
  return problems
}
