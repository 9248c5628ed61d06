import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { assessmentBody } from '../../../tests/factories'
import { callPage, formRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { leads } from '~/db/schema'
import type { AssessmentActionData } from './assessment-page'
import { ZERO_EXPENSES_MESSAGE } from './zero-expenses'

const { db } = await setUpTestDatabase()
const page = await import('~/routes/investment-readiness')

const formOf = (body: Record<string, unknown>) =>
  Object.entries(body).map(([key, value]) => [key, String(value)] as [string, string])

test('the form sent without JavaScript asks to confirm $0 of monthly expenses, keeping the answers', async () => {
  const body = { ...assessmentBody({ monthlyExpenses: '$0' }), matching: 'advisors' }
  const asked = await callPage<AssessmentActionData>(
    page.action,
    formRequest('/investment-readiness', formOf(body)),
  )
  expect(asked.status).toBe(400)
  expect(asked.data).toMatchObject({
    ok: false,
    fieldErrors: { monthlyExpenses: ZERO_EXPENSES_MESSAGE },
    values: { monthlyExpenses: '$0', city: 'Columbus' },
  })
  expect(await db.select().from(leads).where(eq(leads.email, body.email))).toHaveLength(0)

  const confirmed = await callPage<AssessmentActionData>(
    page.action,
    formRequest('/investment-readiness', [...formOf(body), ['confirmZeroExpenses', 'on']]),
  )
  expect(confirmed.data?.ok).toBe(true)
  const [stored] = await db.select().from(leads).where(eq(leads.email, body.email))
  expect(stored?.monthlyExpenses).toBe(0)
})
