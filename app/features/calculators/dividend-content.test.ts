import { expect, test } from 'vitest'
import {
  DIVIDEND_DEFAULTS,
  MAX_CURRENT_YIELD,
  calculateDividend,
  parseDividendParams,
} from './dividend'
import { DIVIDEND_TIPS } from './dividend-content'
import { DIVIDEND_PAGE_TEXT } from './dividend-page-text'
import { formatDollars } from '~/lib/money'

test('the growth-versus-yield tip quotes what its two calculator links produce', () => {
  const tip = DIVIDEND_TIPS.find((t) => t.examples)
  const [grower, highYield] = (tip?.examples ?? []).map((example) => {
    const outcome = calculateDividend(parseDividendParams(new URLSearchParams(example.search)))
    if (!outcome.ok) throw new Error(outcome.problem.message)
    return outcome.result
  })
  if (!tip || !grower || !highYield) throw new Error('the tip with worked examples is missing')
  const income = (result: typeof grower, year: number) =>
    result.yearlyBreakdown[year - 1]?.annualDividend ?? 0
  // "about the same in year 13", then the growing dividend pays more.
  expect(Math.round(income(grower, 13))).toBe(Math.round(income(highYield, 13)))
  expect(income(grower, 14)).toBeGreaterThan(income(highYield, 14))
  expect(tip.body).toContain(`${formatDollars(grower.finalYearDividends)} a year against`)
  expect(tip.body).toContain(`against ${formatDollars(highYield.finalYearDividends)}`)
})

test('the yield limit the method text states is the one the calculator applies', () => {
  expect(DIVIDEND_PAGE_TEXT.method.replace(/\s+/g, ' ')).toContain(
    `may not pass ${MAX_CURRENT_YIELD}%`,
  )
  // Flat price, growing dividend: the yield rises from 20% by 10% a year and passes 25% in year 4.
  const example = { ...DIVIDEND_DEFAULTS, dividendYield: 20, priceGrowth: 0, dividendGrowth: 10 }
  expect(calculateDividend({ ...example, years: 3 }).ok).toBe(true)
  const refused = calculateDividend({ ...example, years: 4 })
  expect(refused.ok ? null : refused.problem.year).toBe(4)
})
