import { expect, test } from 'vitest'
import { calculateDividend, parseDividendParams } from './dividend'
import { DIVIDEND_TIPS } from './dividend-content'
import { formatDollars } from './money'

test('the growth-versus-yield tip quotes what its two calculator links produce', () => {
  const tip = DIVIDEND_TIPS.find((t) => t.examples)
  const [grower, highYield] = (tip?.examples ?? []).map((example) =>
    calculateDividend(parseDividendParams(new URLSearchParams(example.search))),
  )
  if (!tip || !grower || !highYield) throw new Error('the tip with worked examples is missing')
  const income = (result: typeof grower, year: number) =>
    result.yearlyBreakdown[year - 1]?.annualDividend ?? 0
  // "about the same in year 13", then the growing dividend pays more.
  expect(Math.round(income(grower, 13))).toBe(Math.round(income(highYield, 13)))
  expect(income(grower, 14)).toBeGreaterThan(income(highYield, 14))
  expect(tip.body).toContain(`${formatDollars(grower.finalYearDividends)} a year against`)
  expect(tip.body).toContain(`against ${formatDollars(highYield.finalYearDividends)}`)
})
