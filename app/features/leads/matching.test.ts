import { expect, test } from 'vitest'
import { chooseAdvisors, isEligible, matchReasons, type MatchCandidate } from './matching'

let sequence = 0
function advisor(overrides: Partial<MatchCandidate> = {}): MatchCandidate {
  sequence += 1
  return {
    id: `a${String(sequence).padStart(3, '0')}`,
    states: ['OH'],
    minAssets: 0,
    monthlyCapacity: 10,
    active: true,
    leadsThisMonth: 0,
    lastMatchedAt: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  }
}
const warmLead = { state: 'OH', investableAssets: 50_000, category: 'WARM' as const }

test('given an advisor not registered in the lead’s state, they are not matched', () => {
  expect(isEligible(advisor({ states: ['PA', 'MI'] }), warmLead)).toBe(false)
  expect(isEligible(advisor({ states: ['PA', 'OH'] }), warmLead)).toBe(true)
})

test('given a minimum above the lead’s investable assets, the advisor is not matched; equal is enough', () => {
  expect(isEligible(advisor({ minAssets: 50_001 }), warmLead)).toBe(false)
  expect(isEligible(advisor({ minAssets: 50_000 }), warmLead)).toBe(true)
})

test('given no capacity left this month, or an inactive advisor, they are not matched', () => {
  expect(isEligible(advisor({ monthlyCapacity: 3, leadsThisMonth: 3 }), warmLead)).toBe(false)
  expect(isEligible(advisor({ monthlyCapacity: 3, leadsThisMonth: 2 }), warmLead)).toBe(true)
  expect(isEligible(advisor({ active: false }), warmLead)).toBe(false)
})

test('advisors with the fewest leads this month come first, then whoever waited longest', () => {
  const busy = advisor({ leadsThisMonth: 4 })
  const recent = advisor({ leadsThisMonth: 1, lastMatchedAt: new Date('2026-11-20T10:00:00Z') })
  const waiting = advisor({ leadsThisMonth: 1, lastMatchedAt: new Date('2026-11-02T10:00:00Z') })
  const never = advisor({ leadsThisMonth: 1, lastMatchedAt: null })
  const idle = advisor({ leadsThisMonth: 0 })
  expect(chooseAdvisors([busy, recent, waiting, never, idle], warmLead).map((a) => a.id)).toEqual([
    idle.id,
    never.id,
    waiting.id,
    recent.id,
    busy.id,
  ])
})

test('at most five advisors by default, and the cap is configurable', () => {
  const many = Array.from({ length: 9 }, () => advisor())
  expect(chooseAdvisors(many, warmLead)).toHaveLength(5)
  expect(chooseAdvisors(many, warmLead, 3)).toHaveLength(3)
  expect(chooseAdvisors(many, warmLead, 0)).toHaveLength(0)
})

test('COLD leads are never sold, whatever advisors are available', () => {
  expect(chooseAdvisors([advisor(), advisor()], { ...warmLead, category: 'COLD' })).toEqual([])
})

test('HOT leads match like WARM ones', () => {
  expect(chooseAdvisors([advisor()], { ...warmLead, category: 'HOT' })).toHaveLength(1)
})

test('the reasons name the state, the minimum and the open capacity', () => {
  expect(matchReasons({ minAssets: 25_000 }, { state: 'OH' }, 'Ohio')).toEqual([
    'Registered to work with clients in Ohio (OH)',
    'Works with clients who have at least $25,000 to invest',
    'Has room for new clients this month',
  ])
  expect(matchReasons({ minAssets: 0 }, { state: 'OH' }, 'Ohio')[1]).toBe(
    'Works with clients at any asset level',
  )
})
