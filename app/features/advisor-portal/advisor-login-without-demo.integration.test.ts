import { expect, test } from 'vitest'
import { createAdvisor, createUserWithSession } from '../../../tests/factories'
import { callPage, formRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'

// A deployment without demo data: set before anything reads the configuration.
process.env.SEED_DEMO = 'false'
const { db } = await setUpTestDatabase()
const login = await import('~/routes/ria.login')

test('without demo data the page never shows the demo account, and a failure says so plainly', async () => {
  const shown = await callPage<{ demo: unknown }>(
    login.loader,
    new Request('http://localhost:3000/ria/login'),
  )
  expect(shown.data?.demo).toBeNull()

  const advisor = await createAdvisor(db)
  const { user } = await createUserWithSession(db, { role: 'advisor', advisorId: advisor.id })
  const answer = await callPage<{ formError: string }>(
    login.action,
    formRequest('/ria/login', [
      ['email', user.email],
      ['password', 'not-the-Password-9'],
    ]),
  )
  expect(answer.status).toBe(401)
  expect(answer.data?.formError).toBe('Invalid email or password.')
})
