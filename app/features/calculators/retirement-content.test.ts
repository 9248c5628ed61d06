import { expect, test } from 'vitest'
import { RETIREMENT_STATISTIC_CARDS } from './retirement-content'

/** The retirement page's statistic cards: current figures, each with its source and year. */
const card = (label: RegExp) => RETIREMENT_STATISTIC_CARDS.find((c) => label.test(c.label))

test('the Social Security average is the 2026 figure from the SSA', () => {
  expect(card(/Social Security/)).toEqual({
    label: 'Average Social Security retirement benefit',
    value: '$2,071/mo',
    source:
      'Social Security Administration, average retired-worker benefit after the 2.8% COLA for 2026',
  })
})

test('health-care costs are Fidelity’s 2025 estimate for one person, labelled per person', () => {
  expect(card(/healthcare/)).toEqual({
    label: 'Estimated retirement healthcare costs for one person retiring at 65',
    value: '$172,500',
    source: 'Fidelity Retiree Health Care Cost Estimate (one person retiring at 65 in 2025)',
  })
})

test('what Americans say they need is Northwestern Mutual’s 2025 figure', () => {
  expect(card(/say they need/)).toEqual({
    label: 'What Americans say they need to retire comfortably',
    value: '$1,260,000',
    source: 'Northwestern Mutual, 2025 Planning & Progress Study',
  })
})

test('unconfirmed statistics stay off the page, and the 401(k) limit card leads', () => {
  expect(RETIREMENT_STATISTIC_CARDS.map((c) => c.label)).toEqual([
    '2026 401(k) contribution limit',
    'What Americans say they need to retire comfortably',
    'Average Social Security retirement benefit',
    'Estimated retirement healthcare costs for one person retiring at 65',
  ])
})
