import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { planDebtPayoff } from './debt'
import { PlanStats, PlanSummary } from './debt-results'

const start = { year: 2026, month: 11 }
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const outputOf = (markup: string, name: string) =>
  new RegExp(`<output name="${name}"[^>]*>([^<]*)</output>`).exec(markup)?.[1]

test('a $10,000 card at 30% paid at $200 a month shows the growth and no saving', () => {
  const plan = planDebtPayoff({
    debts: [{ name: 'Card', balance: 10_000, rate: 30, minimum: 150 }],
    strategy: 'avalanche',
    extra: 50,
    start,
  })
  const stats = renderToStaticMarkup(<PlanStats plan={plan} extra={50} />)
  const summary = textOf(renderToStaticMarkup(<PlanSummary plan={plan} />))

  expect(outputOf(stats, 'interestSaved')).toBe('None')
  expect(outputOf(stats, 'monthsSaved')).toBe('None')
  // The interest shown is what the payments covered, not interest that was never paid.
  expect(outputOf(stats, 'totalInterest')).toBeUndefined()
  expect(outputOf(stats, 'interestPaid')).toBe('$72,000')
  expect(stats).not.toContain('bg-green-50')
  expect(summary).toContain(
    'In the first month $250 of interest is charged and you pay $200, so your balance grows by $50 a month',
  )
  expect(summary).toContain('Of the $72,000 you would have paid, $72,000 goes to interest')
})

test('a plan that finishes still shows its interest and saving in green', () => {
  const plan = planDebtPayoff({
    debts: [{ name: 'Card', balance: 5_000, rate: 18.99, minimum: 150 }],
    strategy: 'avalanche',
    extra: 500,
    start,
  })
  const stats = renderToStaticMarkup(<PlanStats plan={plan} extra={500} />)
  expect(outputOf(stats, 'totalInterest')).toBe('$375')
  expect(outputOf(stats, 'interestSaved')).toBe('$1,788')
  expect(stats).toContain('bg-green-50')
})
