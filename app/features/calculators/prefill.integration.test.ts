import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { assessmentBody, createUserWithSession } from '../../../tests/factories'
import { callPage, formRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { leads, readinessScores } from '~/db/schema'

const { db } = await setUpTestDatabase()
const fromAssessment = await import('~/routes/calculators.$type.from-assessment')
const assessmentPage = await import('~/routes/investment-readiness')

const page = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers })

const form = (overrides: Record<string, unknown>) =>
  Object.entries(assessmentBody(overrides)).map(
    ([key, value]) => [key, String(value)] as [string, string],
  )

async function open(type: string, cookie?: string) {
  return callPage(
    fromAssessment.loader,
    page(`/calculators/${type}/from-assessment`, cookie ? { Cookie: cookie } : {}),
    { type },
  )
}

const debtsIn = (location: string | null) =>
  new URL(location ?? '', 'http://localhost:3000').searchParams.getAll('debt')

test('a visitor who is not signed in is asked to sign in, and gets no figures', async () => {
  const answer = await open('debt-freedom')
  expect(answer.status).toBe(302)
  expect(answer.headers.get('location')).toBe(
    '/login?redirect=%2Fcalculators%2Fdebt-freedom%2Ffrom-assessment',
  )
  const forged = await open('debt-freedom', 'ww_session=forgedforgedforgedforgedforgedforgedforge1')
  expect(forged.headers.get('location')).toMatch(/^\/login\?/)
  const unknown = await callPage(
    fromAssessment.loader,
    page('/calculators/mortgage/from-assessment'),
    {
      type: 'mortgage',
    },
  )
  expect(unknown.status).toBe(404)
})

test('a signed-in user gets the figures of their own latest assessment, privately, and never another’s', async () => {
  const mine = await createUserWithSession(db)
  const theirs = await createUserWithSession(db)
  // Without any assessment there is nothing to fill in, and the page says so.
  const none = await open('debt-freedom', mine.cookie)
  expect(none.headers.get('location')).toBe('/calculators/debt-freedom?fromAssessment=none')

  for (const [session, totalDebt] of [
    [theirs, 50_000],
    [mine, 9_000],
  ] as const) {
    const sent = await callPage<{ ok: boolean }>(
      assessmentPage.action,
      formRequest(
        '/investment-readiness',
        form({ email: session.user.email, totalDebt, matching: 'advisors' }),
        { Cookie: session.cookie },
      ),
    )
    expect(sent.data?.ok).toBe(true)
  }

  const answer = await open('debt-freedom', mine.cookie)
  expect(answer.status).toBe(302)
  expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
  const location = answer.headers.get('location')
  expect(debtsIn(location)).toEqual(['Total debt from my assessment|9000|18.99|180'])
  const day = new Date().toISOString().slice(0, 10)
  expect(location).toContain(`fromAssessment=${day}`)
  expect(debtsIn((await open('debt-freedom', theirs.cookie)).headers.get('location'))).toEqual([
    'Total debt from my assessment|50000|18.99|1000',
  ])

  // The same figures fill the other calculators that can use them.
  const emergency = await open('emergency-fund', mine.cookie)
  expect(emergency.headers.get('location')).toMatch(
    /^\/calculators\/emergency-fund\?.*other=5000.*current=40000.*&fromAssessment=/,
  )
  const compound = await open('compound-interest', mine.cookie)
  expect(compound.headers.get('location')).toMatch(/initial=150000/)
})

test('only the latest assessment counts: a later score-only one, or a lead changed since, fills nothing', async () => {
  const { user, cookie } = await createUserWithSession(db)
  await callPage(
    assessmentPage.action,
    formRequest(
      '/investment-readiness',
      form({ email: user.email, totalDebt: 7_000, matching: 'advisors' }),
      { Cookie: cookie },
    ),
  )
  expect(debtsIn((await open('debt-freedom', cookie)).headers.get('location'))).toHaveLength(1)

  // The lead changed after this user's assessment (another browser's proven update, or the
  // retention job's anonymisation): it no longer holds what this user sent.
  const [latest] = await db
    .select({ leadId: readinessScores.leadId })
    .from(readinessScores)
    .where(eq(readinessScores.userId, user.id))
  await db
    .update(leads)
    .set({ totalDebt: 99_999, updatedAt: new Date(Date.now() + 60_000) })
    .where(eq(leads.id, latest?.leadId ?? ''))
  expect((await open('debt-freedom', cookie)).headers.get('location')).toBe(
    '/calculators/debt-freedom?fromAssessment=none',
  )

  // A newer "Just show my score" assessment keeps no answers: nothing older is filled in instead.
  const { user: other, cookie: otherCookie } = await createUserWithSession(db)
  await callPage(
    assessmentPage.action,
    formRequest(
      '/investment-readiness',
      form({ email: other.email, totalDebt: 7_000, matching: 'advisors' }),
      { Cookie: otherCookie },
    ),
  )
  await callPage(
    assessmentPage.action,
    formRequest('/investment-readiness', form({ totalDebt: 3_000, matching: 'score-only' }), {
      Cookie: otherCookie,
    }),
  )
  expect((await open('debt-freedom', otherCookie)).headers.get('location')).toBe(
    '/calculators/debt-freedom?fromAssessment=none',
  )
})

test('the assessment’s answer offers links with the figures just sent, and fills nothing by itself', async () => {
  const sent = await callPage<{ ok: true; calculatorLinks: { type: string; href: string }[] }>(
    assessmentPage.action,
    formRequest(
      '/investment-readiness',
      form({ totalDebt: 6_000, investableAssets: 0, matching: 'score-only' }),
    ),
  )
  expect(sent.data?.calculatorLinks.map((link) => link.type)).toEqual([
    'debt-freedom',
    'retirement',
    'emergency-fund',
    'wealth-projection',
  ])
  expect(sent.data?.calculatorLinks[0]?.href).toMatch(
    /^\/calculators\/debt-freedom\?debt=Total\+debt\+from\+my\+assessment%7C6000%7C18\.99%7C120&.*fromAssessment=\d{4}-\d{2}-\d{2}$/,
  )
})
