import { randomBytes } from 'node:crypto'
import { expect, test } from './fixtures'

const body = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Casey',
  lastName: 'Example',
  email: `casey.${randomBytes(4).toString('hex')}@example.com`,
  age: 41,
  city: 'Cleveland',
  state: 'OH',
  annualIncome: 140_000,
  totalDebt: 0,
  emergencyFund: 45_000,
  monthlyExpenses: 5_500,
  investableAssets: 200_000,
  creditScore: 790,
  emailConsent: true,
  source: 'investment-readiness-calculator',
  medium: 'organic',
  campaign: 'website',
  ...overrides,
})

test('POST /api/leads/capture scores a HOT lead and matches up to five demo advisors registered in the state', async ({
  request,
}) => {
  const response = await request.post('/api/leads/capture', { data: body() })
  expect(response.status()).toBe(201)
  const lead = await response.json()
  expect(lead).toMatchObject({ category: 'HOT', readinessLevel: 'Investment Ready' })
  expect(Object.keys(lead)).toEqual(
    expect.arrayContaining([
      'leadId',
      'score',
      'readinessLevel',
      'recommendation',
      'scoreBreakdown',
      'actionItems',
      'category',
      'matchedRIA',
      'matchedAdvisors',
    ]),
  )
  expect(lead.matchedAdvisors.length).toBeGreaterThan(0)
  expect(lead.matchedAdvisors.length).toBeLessThanOrEqual(5)
  for (const advisor of lead.matchedAdvisors) {
    expect(advisor.crd).toMatch(/^DEMO-/)
    expect(advisor.reasons[0]).toContain('Ohio (OH)')
  }
})

test('the lead API answers bad requests with 4xx JSON, never a 5xx', async ({ request }) => {
  const invalid = await request.post('/api/leads/capture', { data: body({ age: 16, state: 'PR' }) })
  expect(invalid.status()).toBe(400)
  expect((await invalid.json()).fieldErrors).toMatchObject({
    age: expect.any(String),
    state: 'Choose your state',
  })
  const malformed = await request.post('/api/leads/capture', {
    headers: { 'Content-Type': 'application/json' },
    data: '{',
  })
  expect(malformed.status()).toBe(400)
  const get = await request.get('/api/leads/capture')
  expect(get.status()).toBe(405)
})
