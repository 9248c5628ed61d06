import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { formatDollars } from '~/lib/money'
import { calculateRetirement, RETIREMENT_DEFAULTS } from './retirement'
import { RetirementGuide } from './retirement-guide'
import { RetirementTables } from './retirement-tables'

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

/** The <li> items of the first ordered list, as text. */
const timelineItems = (markup: string) =>
  [...(/<ol[^>]*>(.*?)<\/ol>/s.exec(markup)?.[1] ?? '').matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map(
    (match) => textOf(match[1] ?? ''),
  )

/** The text of the table row whose header cell starts with `name`. */
const rowText = (markup: string, name: string) =>
  [...markup.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)]
    .map((match) => textOf(match[1] ?? ''))
    .find((text) => text.startsWith(name))

test('ten retirement years with no growth: the timeline says in words which ages are reached, the scenarios how many years are short', () => {
  const result = calculateRetirement({
    ...RETIREMENT_DEFAULTS,
    currentAge: 60,
    retirementAge: 65,
    lifeExpectancy: 75,
    currentSavings: 100_000,
    monthlySavings: 1_000,
    expectedReturn: 0,
    desiredIncome: 30_000,
    inflation: 0,
  })
  const markup = renderToStaticMarkup(<RetirementTables result={result} />)

  const timeline = timelineItems(markup)
  expect(timeline).toHaveLength(4)
  expect(timeline[0]).toContain('Age 60')
  expect(timeline[0]).toContain('Reached')
  expect(timeline[0]).not.toContain('Not reached')
  expect(timeline.at(-1)).toContain('Not reached')
  const current = rowText(markup, 'Current')
  expect(current).toContain('$160,000')
  expect(current).toContain('5 years (5 short)')
})

test('a plan that lasts shows every scenario as covering the retirement', () => {
  const result = calculateRetirement({
    ...RETIREMENT_DEFAULTS,
    currentAge: 40,
    currentSavings: 2_000_000,
    monthlySavings: 0,
    expectedReturn: 6,
  })
  expect(result.statusLabel).toBe('On Track')
  expect(result.statusMessage).toBe('Your savings will cover 100+ years of retirement.')
  expect(formatDollars(result.requiredMonthlySavings)).toBe('$0')
  expect(result.recommendation).toBeNull()
  const text = textOf(renderToStaticMarkup(<RetirementTables result={result} />))
  expect(text.match(/\(covers\)/g)).toHaveLength(4)
  expect(text).not.toMatch(/short\)/)
})

test('the guide shows only sourced statistics, each with its source, and an unticked checklist', () => {
  const text = textOf(renderToStaticMarkup(<RetirementGuide />))
  expect(text).toContain('Source: Northwestern Mutual, 2025 Planning & Progress Study')
  expect(text).toContain('Source: IRS, 2026')
  expect(text).not.toContain('Average retirement age')
  expect(text).not.toContain('Unconfirmed')
  expect(text).toContain('0 of 6 done')
})
