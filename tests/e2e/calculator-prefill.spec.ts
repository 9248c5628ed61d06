import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, gotoHydrated, output, test } from './fixtures'

// The mapping of each calculator, the marker and the signed-in user's access are checked in
// prefill.test.ts and prefill.integration.test.ts. These tests walk what needs a browser and the
// real server: the links on the results, the note, its headers, and the no-JavaScript path.

test.describe.configure({ timeout: 90_000 })

// Score-only answers: $72,000 a year, $3,100 of expenses, $12,000 of debt (2%: $240 a month),
// $4,500 saved and $20,000 to invest.
const FIGURES: Record<string, string> = {
  Age: '36',
  'Annual income': '72,000',
  'Monthly expenses': '3100',
  'Total debt': '12000',
  'Emergency fund': '4500',
  'Investable assets': '20000',
}

async function fillScoreOnly(page: Page) {
  await page.getByLabel('Just show my score').check()
  for (const [label, value] of Object.entries(FIGURES))
    await page.getByLabel(label, { exact: true }).fill(value)
}

const note = (page: Page) => page.getByRole('complementary', { name: 'Your assessment figures' })
const debtCard = (page: Page) => page.getByRole('group', { name: 'Debt 1', exact: true })
/** Today's UTC day as the note writes it ("November 29, 2026"). */
const today = () =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date())

test('after the assessment, a calculator opens with the visitor’s figures and says where they came from', async ({
  page,
}) => {
  await gotoHydrated(page, '/investment-readiness')
  await fillScoreOnly(page)
  await page.getByRole('button', { name: 'Get My Score' }).click()
  const links = page.getByRole('region', { name: 'Try the calculators with your figures' })
  await expect(links.getByRole('link')).toHaveText([
    'Debt Freedom Calculator with my figures',
    'Compound Interest with my figures',
    'Dividend Calculator with my figures',
    'Retirement Savings with my figures',
    'Emergency Fund with my figures',
    'Wealth Projection with my figures',
  ])
  // Nothing is filled in without the visitor's click: the calculator alone has its examples.
  const other = await page.context().newPage()
  await gotoHydrated(other, '/calculators/debt-freedom')
  await expect(note(other)).toHaveCount(0)
  await expect(debtCard(other).getByLabel('Balance')).toHaveValue('5000')
  await other.close()

  await links.getByRole('link', { name: 'Debt Freedom Calculator with my figures' }).click()
  await expect(page).toHaveURL(/fromAssessment=\d{4}-\d{2}-\d{2}/)
  await expect(note(page)).toContainText(
    `Filled in from your Investment Readiness assessment of ${today()}: your total debt, as one debt.`,
  )
  await expect(debtCard(page).getByLabel('Name')).toHaveValue('Total debt from my assessment')
  await expect(debtCard(page).getByLabel('Balance')).toHaveValue('12000')
  await expect(debtCard(page).getByLabel('Minimum Payment')).toHaveValue('240')
  await expect(output(page, 'totalDebt')).toHaveText('$12,000')
  await expectNoA11yViolations(page)

  // The page with the figures is private: no shared cache keeps it, no other site hears of it.
  const answer = await page.request.get(page.url())
  expect(answer.headers()['cache-control']).toBe('private, no-store')
  expect(answer.headers()['referrer-policy']).toBe('same-origin')
  const plain = await page.request.get('/calculators/debt-freedom')
  expect(plain.headers()['cache-control']).toMatch(/^public/)

  // Editing keeps the note and the marker; "Clear them" starts again from the examples.
  await debtCard(page).getByLabel('Balance').fill('11000')
  await expect(output(page, 'totalDebt')).toHaveText('$11,000')
  await expect(page).toHaveURL(/fromAssessment=/)
  await note(page).getByRole('link', { name: 'Clear them' }).click()
  await expect(page).toHaveURL(/\/calculators\/debt-freedom$/)
  await expect(note(page)).toHaveCount(0)
  await expect(debtCard(page).getByLabel('Balance')).toHaveValue('5000')
})

test('without JavaScript, the results link a calculator with the figures, and the note shows', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/investment-readiness')
  await fillScoreOnly(page)
  await page.getByRole('button', { name: 'Get My Score' }).click()
  await page.getByRole('link', { name: 'Emergency Fund with my figures' }).click()

  await expect(note(page)).toContainText(
    `Filled in from your Investment Readiness assessment of ${today()}: your monthly expenses, all under Other`,
  )
  await expect(page.getByLabel('Other', { exact: true })).toHaveValue('3100')
  await expect(page.getByLabel('Housing', { exact: true })).toHaveValue('0')
  const url = new URL(page.url())
  expect(url.searchParams.get('current')).toBe('4500')
  // $6,000 a month − $3,100 − $240 leaves $2,660 for savings.
  expect(url.searchParams.get('savings')).toBe('2660')
  await context.close()
})

test('a signed-in user fills a calculator from their latest assessment; a visitor gets no such link', async ({
  page,
  loginAs,
  browser,
  baseURL,
}) => {
  const { email } = await loginAs('user', '/investment-readiness')
  await page.getByLabel('Show my score and introduce me to advisors').check()
  const profile: Record<string, string> = {
    ...FIGURES,
    'First name': 'Sam',
    'Last name': 'Lee',
    City: 'Columbus',
    'Investable assets': '35000',
  }
  for (const [label, value] of Object.entries(profile))
    await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('State').selectOption('OH')
  await page.getByRole('button', { name: 'Get My Score' }).click()
  await expect(output(page, 'score')).toBeVisible()

  await gotoHydrated(page, '/calculators/compound-interest')
  await expect(page.getByLabel('Initial investment')).not.toHaveValue('35000')
  await note(page).getByRole('link', { name: 'Use my assessment figures' }).click()
  await expect(page).toHaveURL(/initial=35000.*fromAssessment=/)
  await expect(page.getByLabel('Initial investment')).toHaveValue('35000')
  await expect(note(page)).toContainText('your investable assets as the initial investment')

  const visitor = await browser.newContext({ baseURL })
  const anonymous = await visitor.newPage()
  await anonymous.goto('/calculators/compound-interest')
  await expect(note(anonymous)).toHaveCount(0)
  // The signed-in link asks a visitor to sign in first.
  await anonymous.goto('/calculators/compound-interest/from-assessment')
  await expect(anonymous).toHaveURL(/\/login\?redirect=/)
  await visitor.close()
})
