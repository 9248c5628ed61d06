/**
 * `npm run bench`: how long each calculator takes at its heaviest inputs, on this machine.
 * Reports the median and 95th percentile of many runs after a warm-up (first calls include JIT compilation).
 */
import { performance } from 'node:perf_hooks'
import { calculateCompound } from '../app/features/calculators/compound'
import { planDebtPayoff, type Debt } from '../app/features/calculators/debt'
import { calculateDividend, DIVIDEND_DEFAULTS } from '../app/features/calculators/dividend'
import { calculateEmergency, EMERGENCY_DEFAULTS } from '../app/features/calculators/emergency'
import { calculateRetirement, RETIREMENT_DEFAULTS } from '../app/features/calculators/retirement'
import { compareLoans, newLoan } from '../app/features/calculators/loan-comparison/loan'
import {
  projectWealth,
  WEALTH_DEFAULTS,
} from '../app/features/calculators/wealth-projection/wealth'

const TARGET_MS = 2

// Twenty debts whose minimums barely beat their interest: the plan runs the full 360 months (the cap).
const debts: Debt[] = Array.from({ length: 20 }, (_, i) => ({
  name: `Debt ${i + 1}`,
  balance: 2_000 + i * 750,
  rate: 6 + i * 1.1,
  minimum: (2_000 + i * 750) * ((6 + i * 1.1) / 1200) + 0.2,
}))

const cases: [string, () => unknown][] = [
  [
    'debt: 20 debts, avalanche, 360 months',
    () =>
      planDebtPayoff({ debts, strategy: 'avalanche', extra: 0, start: { year: 2026, month: 11 } }),
  ],
  [
    'compound: 50 years, daily compounding',
    () => calculateCompound({ initial: 10_000, monthly: 500, rate: 7, years: 50, frequency: 365 }),
  ],
  ['dividend: 50 years, reinvesting', () => calculateDividend({ ...DIVIDEND_DEFAULTS, years: 50 })],
  [
    'retirement: age 18 to 120',
    () =>
      calculateRetirement({
        ...RETIREMENT_DEFAULTS,
        currentAge: 18,
        retirementAge: 50,
        lifeExpectancy: 120,
      }),
  ],
  [
    'emergency fund: 12 months goal',
    () => calculateEmergency({ ...EMERGENCY_DEFAULTS, goalMonths: 12, monthlySavings: 50 }),
  ],
  [
    'loans: 4 of 480 months, points and fees',
    () =>
      compareLoans({
        loans: [1, 2, 3, 4].map((n) => ({
          ...newLoan(n),
          term: 480,
          unit: 'months' as const,
          points: n / 2,
          fees: 500 * n,
        })),
      }),
  ],
  ['wealth projection: 50 years', () => projectWealth({ ...WEALTH_DEFAULTS, years: 50 })],
]

function measure(fn: () => unknown, runs: number) {
  for (let i = 0; i < 50; i++) fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]! }
}

let over = 0
console.log(`Calculator benchmark (${process.version}, target < ${TARGET_MS} ms median)`)
for (const [name, fn] of cases) {
  const { median, p95 } = measure(fn, 500)
  if (median >= TARGET_MS) over++
  console.log(
    `${median < TARGET_MS ? 'ok  ' : 'SLOW'} ${name.padEnd(42)} median ${median.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms`,
  )
}
process.exit(over ? 1 : 0)
