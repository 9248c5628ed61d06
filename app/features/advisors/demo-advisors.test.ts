import { expect, test } from 'vitest'
import { DEMO_ADVISORS } from './demo-advisors'

const US_STATES = (
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO ' +
  'MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ')
const BIG_STATES = ['CA', 'TX', 'FL', 'NY', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI']
const ALLOWED_MINIMUMS = [0, 25_000, 50_000, 100_000, 250_000, 500_000]

function coverage(state: string): number {
  return DEMO_ADVISORS.filter((a) => a.states.includes(state)).length
}

test('has between 20 and 30 advisors', () => {
  expect(DEMO_ADVISORS.length).toBeGreaterThanOrEqual(20)
  expect(DEMO_ADVISORS.length).toBeLessThanOrEqual(30)
})

test('the state list has the 50 US states', () => {
  expect(new Set(US_STATES).size).toBe(50)
})

test('CRDs are unique and marked as demo', () => {
  const crds = DEMO_ADVISORS.map((a) => a.crd)
  expect(new Set(crds).size).toBe(crds.length)
  for (const crd of crds) expect(crd).toMatch(/^DEMO-\d{6}$/)
})

test('emails are unique and on the reserved example.com domain', () => {
  const emails = DEMO_ADVISORS.map((a) => a.email)
  expect(new Set(emails).size).toBe(emails.length)
  for (const email of emails) expect(email).toMatch(/^[a-z0-9._-]+@([a-z0-9-]+\.)*example\.com$/)
})

test('phones are in the 555-0100 to 555-0199 fictional range', () => {
  for (const a of DEMO_ADVISORS) expect(a.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/)
})

test('websites are https on example.com', () => {
  for (const a of DEMO_ADVISORS)
    expect(a.website).toMatch(/^https:\/\/([a-z0-9-]+\.)*example\.com$/)
})

test('names, firms and cities are filled in', () => {
  for (const a of DEMO_ADVISORS) {
    expect(a.name.trim()).not.toBe('')
    expect(a.firm.trim()).not.toBe('')
    expect(a.city.trim()).not.toBe('')
  }
})

test('registered states are valid, unique per advisor and include the office state', () => {
  for (const a of DEMO_ADVISORS) {
    expect(US_STATES).toContain(a.state)
    for (const s of a.states) expect(US_STATES).toContain(s)
    expect(new Set(a.states).size).toBe(a.states.length)
    expect(a.states).toContain(a.state)
  }
})

test('offices are spread over at least 15 states', () => {
  expect(new Set(DEMO_ADVISORS.map((a) => a.state)).size).toBeGreaterThanOrEqual(15)
})

test('every one of the 50 states has at least one registered advisor', () => {
  const uncovered = US_STATES.filter((s) => coverage(s) === 0)
  expect(uncovered).toEqual([])
})

test('the big states each have at least 3 registered advisors', () => {
  for (const s of BIG_STATES) expect(coverage(s), s).toBeGreaterThanOrEqual(3)
})

test('some advisors are registered in 10 or more states', () => {
  expect(DEMO_ADVISORS.filter((a) => a.states.length >= 10).length).toBeGreaterThanOrEqual(2)
})

test('minimum assets come from the allowed set and vary', () => {
  for (const a of DEMO_ADVISORS) expect(ALLOWED_MINIMUMS).toContain(a.minAssets)
  expect(new Set(DEMO_ADVISORS.map((a) => a.minAssets)).size).toBeGreaterThanOrEqual(4)
})

test('monthly capacity is a whole number between 5 and 60 and varies', () => {
  for (const a of DEMO_ADVISORS) {
    expect(Number.isInteger(a.monthlyCapacity)).toBe(true)
    expect(a.monthlyCapacity).toBeGreaterThanOrEqual(5)
    expect(a.monthlyCapacity).toBeLessThanOrEqual(60)
  }
  expect(new Set(DEMO_ADVISORS.map((a) => a.monthlyCapacity)).size).toBeGreaterThanOrEqual(4)
})

test('bios are short, non-empty and not promotional', () => {
  for (const a of DEMO_ADVISORS) {
    expect(a.bio.trim()).not.toBe('')
    expect(a.bio.length).toBeLessThanOrEqual(300)
    expect(a.bio).not.toMatch(/\b(guarantee|guaranteed|best)\b/i)
  }
})
