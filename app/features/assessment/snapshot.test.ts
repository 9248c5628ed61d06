import { afterEach, expect, test, vi } from 'vitest'
import { DEBT_DEFAULTS } from '~/features/calculators'
import { assessmentBody } from '../../../tests/factories'
import { AssessmentSchema } from './schema'
import { deriveFinancials } from './scoring'
import { ASSESSMENT_DEBT_NAME, snapshotFrom } from './snapshot'
import { loadSnapshot } from './snapshot-schema'
import { SNAPSHOT_KEY, clearSnapshot, hasSavedSnapshot, saveSnapshot } from './snapshot-storage'

/** An in-memory stand-in for window.localStorage; `refuse` makes writes fail as a full quota does. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>()
  constructor(private readonly refuse = false) {}
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    if (this.refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.items.set(key, value)
  }
}

function withStorage(storage = new MemoryStorage()) {
  vi.stubGlobal('localStorage', storage)
  return storage
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/** What the browser-side schema check hands over: $72,000 a year, $12,000 of debt, with a phone. */
function assessment(overrides: Record<string, unknown> = {}) {
  return AssessmentSchema.parse(
    assessmentBody({
      annualIncome: 72_000,
      monthlyExpenses: 3_100,
      totalDebt: 12_000,
      emergencyFund: 4_500,
      investableAssets: 0,
      creditScore: 700,
      phoneConsent: true,
      ...overrides,
    }),
  )
}

const MAY_1 = new Date('2026-05-01T14:30:00.000Z')

test('the derived figures are the scoring module’s own', () => {
  const input = assessment()
  const derived = deriveFinancials(input)

  const { financials } = snapshotFrom(input, MAY_1)

  expect(financials).toEqual({
    annualIncome: 72_000,
    monthlyIncome: derived.monthlyIncome,
    totalDebt: 12_000,
    monthlyExpenses: 3_100,
    emergencyFund: 4_500,
    investableAssets: 0,
    creditScore: 700,
    monthlyDebtPayments: derived.monthlyDebtPayment,
    freeMonthlyIncome: derived.freeMonthlyIncome,
  })
  // $6,000 a month − $3,100 expenses − 2% of $12,000.
  expect(financials).toMatchObject({ monthlyIncome: 6_000, monthlyDebtPayments: 240 })
  expect(financials.freeMonthlyIncome).toBe(2_660)
})

test('total debt becomes one debt at the assumed payment and the debt calculator’s default APR', () => {
  const snapshot = snapshotFrom(assessment({ totalDebt: 12_345 }), MAY_1)

  expect(snapshot.debts).toEqual([
    {
      id: 'assessment-total-debt',
      name: ASSESSMENT_DEBT_NAME,
      balance: 12_345,
      // 2% of $12,345, to the cent (the float product is 246.90000000000003).
      minimumPayment: 246.9,
      interestRate: DEBT_DEFAULTS.debt.rate,
    },
  ])
})

test('with no debt the debts list is empty', () => {
  expect(snapshotFrom(assessment({ totalDebt: 0 }), MAY_1).debts).toEqual([])
})

test('a missing credit score is stored as null and read back as null', () => {
  const storage = withStorage()
  saveSnapshot(snapshotFrom(assessment({ creditScore: '' }), MAY_1))

  expect(JSON.parse(storage.getItem(SNAPSHOT_KEY)!)).toMatchObject({
    financials: { creditScore: null },
  })
  expect(loadSnapshot()?.financials.creditScore).toBeNull()
})

test('saved, loaded and cleared under one key', () => {
  const storage = withStorage()
  const snapshot = snapshotFrom(assessment(), MAY_1)

  expect(saveSnapshot(snapshot)).toBe(true)
  expect([...storage.items.keys()]).toEqual([SNAPSHOT_KEY])
  expect(hasSavedSnapshot()).toBe(true)
  expect(loadSnapshot()).toEqual(snapshot)
  expect(loadSnapshot()).toMatchObject({
    hasData: true,
    profile: { firstName: 'Jordan', city: 'Columbus', state: 'OH', age: 38 },
    score: null,
    lastUpdated: '2026-05-01T14:30:00.000Z',
  })

  clearSnapshot()
  expect(storage.length).toBe(0)
  expect(hasSavedSnapshot()).toBe(false)
  expect(loadSnapshot()).toBeNull()
})

test('saving again with the score replaces the first save', () => {
  withStorage()
  const input = assessment()
  saveSnapshot(snapshotFrom(input, MAY_1))

  const score = { total: 58, category: 'WARM', readinessLevel: 'Nearly Ready' } as const
  saveSnapshot(snapshotFrom(input, MAY_1, score))

  expect(loadSnapshot()?.score).toEqual(score)
})

test('the phone number, consent choices and tracking fields are never stored', () => {
  const storage = withStorage()
  const input = assessment({ phone: '(614) 555-0134', phoneConsent: true })
  expect(input.phone).toBe('(614) 555-0134')

  saveSnapshot(snapshotFrom(input, MAY_1))

  const text = storage.getItem(SNAPSHOT_KEY)!
  expect(text).not.toContain('555')
  for (const field of ['phone', 'Consent', 'source', 'medium', 'campaign', 'website'])
    expect(text).not.toContain(field)
})

test('corrupt or old-shaped data reads as no snapshot and is removed', () => {
  const snapshot = snapshotFrom(assessment(), MAY_1)
  const entries = [
    '{not json',
    'null',
    JSON.stringify({ ...snapshot, hasData: false }),
    JSON.stringify({ ...snapshot, financials: { ...snapshot.financials, totalDebt: -5 } }),
    JSON.stringify({ ...snapshot, lastUpdated: 'yesterday' }),
    // An older shape: flat fields, no profile.
    JSON.stringify({ hasData: true, annualIncome: 72_000, lastUpdated: MAY_1.toISOString() }),
  ]
  for (const entry of entries) {
    const storage = withStorage(new MemoryStorage())
    storage.setItem(SNAPSHOT_KEY, entry)

    expect(loadSnapshot(), entry).toBeNull()
    expect(storage.length, entry).toBe(0)
  }
})

test('a full quota means nothing is saved, and no error', () => {
  const storage = withStorage(new MemoryStorage(true))

  expect(saveSnapshot(snapshotFrom(assessment(), MAY_1))).toBe(false)
  expect(storage.length).toBe(0)
  expect(loadSnapshot()).toBeNull()
})

test('storage the browser blocks, or no storage at all, means no snapshot and no error', () => {
  const blocked = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError')
  }
  const snapshot = snapshotFrom(assessment(), MAY_1)

  vi.stubGlobal('localStorage', undefined)
  expect(saveSnapshot(snapshot)).toBe(false)
  expect(hasSavedSnapshot()).toBe(false)
  expect(loadSnapshot()).toBeNull()
  expect(() => clearSnapshot()).not.toThrow()

  // Reading window.localStorage itself throws when site data is blocked.
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: blocked })
  try {
    expect(saveSnapshot(snapshot)).toBe(false)
    expect(hasSavedSnapshot()).toBe(false)
    expect(loadSnapshot()).toBeNull()
    expect(() => clearSnapshot()).not.toThrow()
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor)
  }

  const refusing = new MemoryStorage()
  refusing.getItem = blocked
  refusing.setItem = blocked
  refusing.removeItem = blocked
  withStorage(refusing)
  expect(saveSnapshot(snapshot)).toBe(false)
  expect(loadSnapshot()).toBeNull()
  expect(() => clearSnapshot()).not.toThrow()
})
