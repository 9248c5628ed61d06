import { randomBytes } from 'node:crypto'
import { expect, outboxMessagesTo, test } from './fixtures'

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

test('a known address gets the same status and keys from another client, and none of its advisors', async ({
  request,
  playwright,
  baseURL,
}) => {
  const owner = body()
  const first = await request.post('/api/leads/capture', { data: owner })
  expect(first.status()).toBe(201)
  const lead = await first.json()
  expect(first.headers()['set-cookie']).toMatch(
    /^ww_lead=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/,
  )

  const elsewhere = await playwright.request.newContext({ baseURL })
  const known = await elsewhere.post('/api/leads/capture', {
    data: { ...owner, firstName: 'Mallory' },
  })
  const fresh = await elsewhere.post('/api/leads/capture', { data: body() })
  expect(known.status()).toBe(fresh.status())
  const held = await known.json()
  expect(Object.keys(held)).toEqual(Object.keys(await fresh.json()))
  expect(held.leadId).not.toBe(lead.leadId)
  expect(held.matchedAdvisors).toEqual([])
  expect(held.matchingWithheld).toBe('see-email')
  // Asking the owner's advisor to call needs the owner's proof: the answer is the unknown-lead one.
  const asked = await elsewhere.post(`/api/leads/${lead.leadId}/contact-request`, {
    data: { advisorId: lead.matchedAdvisors[0].id },
  })
  expect(asked.status()).toBe(404)
  await elsewhere.dispose()

  // The browser that made the lead updates it directly.
  const again = await request.post('/api/leads/capture', { data: { ...owner, city: 'Akron' } })
  expect(again.status()).toBe(201)
  expect((await again.json()).leadId).toBe(lead.leadId)
})

test('eight concurrent requests with one Idempotency-Key, however the path is spelled, are one submission', async ({
  request,
}) => {
  const lead = body()
  const headers = { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` }
  const paths = [
    '/api/leads/capture',
    '/api/leads/capture/',
    '/API/LEADS/CAPTURE',
    '/Api/Leads/Capture/',
  ]
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      request.post(paths[i % paths.length]!, { data: lead, headers }),
    ),
  )
  expect(answers.map((a) => a.status())).toEqual(Array(8).fill(201))
  const texts = await Promise.all(answers.map((a) => a.text()))
  expect(new Set(texts).size).toBe(1)
  expect(answers.filter((a) => a.headers()['idempotent-replayed'] === 'true')).toHaveLength(7)
  const reused = await request.post('/api/leads/capture', { data: { ...lead, age: 60 }, headers })
  expect(reused.status()).toBe(422)
  await expect.poll(() => outboxMessagesTo(lead.email).length).toBe(1)
})

test('GET /api/openapi.json answers the API document as cacheable JSON', async ({ request }) => {
  const response = await request.get('/api/openapi.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/json/)
  expect(response.headers()['cache-control']).toBe('public, max-age=300')
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
  expect(document.openapi).toBe('3.1.0')
  expect(Object.keys(document.paths)).toContain('/api/leads/capture')
})
