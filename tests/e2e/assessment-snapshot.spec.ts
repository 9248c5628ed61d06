import type { Page } from '@playwright/test'
import { SNAPSHOT_KEY } from '../../app/features/assessment/snapshot-storage'
import {
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  output,
  test,
  uniqueEmail,
} from './fixtures'

const DEBT_PATH = '/calculators/debt-freedom'
const EMERGENCY_PATH = '/calculators/emergency-fund'

// $6,000 a month − $3,100 of expenses − $240 (2% of $12,000 of debt) leaves $2,660 free.
const PROFILE: Record<string, string> = {
  'First name': 'Dana',
  'Last name': 'Sample',
  Age: '36',
  City: 'Columbus',
  'Annual income': '72,000',
  'Monthly expenses': '3100',
  'Total debt': '12000',
  'Emergency fund': '4500',
  'Investable assets': '0',
  'Credit score (optional)': '700',
}

async function takeAssessment(page: Page) {
  await gotoHydrated(page, '/investment-readiness')
  await page.getByLabel('Show my score and introduce me to advisors').check()
  for (const [label, value] of Object.entries(PROFILE))
    await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('snapshot'))
  await page.getByLabel('State').selectOption('OH')
  await page.getByLabel('Phone (optional)').fill('614-555-0188')
  await page.getByLabel('Advisors may also call or text me at the number above').check()
  await page.getByRole('button', { name: 'Get My Score' }).click()
  await expect(output(page, 'score')).toBeVisible()
  return Number(await output(page, 'score').textContent())
}

const storedText = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), SNAPSHOT_KEY)

const panel = (page: Page) => page.getByRole('complementary', { name: 'Your assessment numbers' })

const useButton = (page: Page) =>
  panel(page).getByRole('button', { name: 'Use my assessment numbers' })

/** Today as the panel writes it, in the browser's own time zone ("May 1, 2026"). */
const today = (page: Page) =>
  page.evaluate(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date()))

const debtCard = (page: Page, position: number) =>
  page.getByRole('group', { name: `Debt ${position}`, exact: true })

test('the assessment saves its numbers, both calculators fill them in, and Clear removes them', async ({
  page,
}) => {
  // An assessment, two calculators and three axe runs.
  test.setTimeout(60_000)
  const score = await takeAssessment(page)

  const stored = JSON.parse((await storedText(page)) ?? 'null') as Record<string, unknown>
  expect(stored).toMatchObject({
    hasData: true,
    profile: { firstName: 'Dana', lastName: 'Sample', age: 36, city: 'Columbus', state: 'OH' },
    financials: {
      annualIncome: 72_000,
      monthlyIncome: 6_000,
      totalDebt: 12_000,
      monthlyExpenses: 3_100,
      emergencyFund: 4_500,
      investableAssets: 0,
      creditScore: 700,
      monthlyDebtPayments: 240,
      freeMonthlyIncome: 2_660,
    },
    debts: [
      {
        name: 'Total debt from my assessment',
        balance: 12_000,
        minimumPayment: 240,
        interestRate: 18.99,
      },
    ],
    score: { total: score },
  })
  const text = JSON.stringify(stored)
  // The phone number typed into the form, in any spelling; the email address holds digits of its own.
  expect(text).not.toMatch(/614\D?555\D?0188/)
  expect(text).not.toMatch(/phone|consent/i)
  await expect(page.getByText(/^Your numbers are saved in this browser/)).toBeVisible()

  await gotoHydrated(page, DEBT_PATH)
  await expect(panel(page)).toContainText(
    `From your assessment on ${await today(page)}: one debt of $12,000 (your total debt) with a $240 minimum payment (2% of the balance) at 18.99% APR`,
  )
  await expectNoA11yViolations(page)
  await useButton(page).click()
  await expect(debtCard(page, 1).getByLabel('Name')).toHaveValue('Total debt from my assessment')
  await expect(debtCard(page, 1).getByLabel('Balance')).toHaveValue('12000')
  await expect(debtCard(page, 1).getByLabel('APR')).toHaveValue('18.99')
  await expect(debtCard(page, 1).getByLabel('Minimum Payment')).toHaveValue('240')
  await expect(debtCard(page, 2)).toHaveCount(0)
  // $240 minimum + the $500 extra payment already in the form.
  await expect(output(page, 'totalDebt')).toHaveText('$12,000')
  await expect(output(page, 'monthlyPayment')).toHaveText('$740')
  expect(new URL(page.url()).searchParams.getAll('debt')).toEqual([
    'Total debt from my assessment|12000|18.99|240',
  ])
  await expect(page.getByRole('status').filter({ hasText: 'Filled in your numbers' })).toBeVisible()

  await gotoHydrated(page, EMERGENCY_PATH)
  await expect(panel(page)).toContainText(
    'your $3,100 of monthly expenses as Other (the assessment asked for one total, so the other categories become $0), $4,500 as your current emergency fund, and your $2,660 of free monthly income as monthly savings.',
  )
  await useButton(page).click()
  for (const label of ['Housing', 'Utilities', 'Food', 'Transportation', 'Insurance'])
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('0')
  await expect(page.getByLabel('Other', { exact: true })).toHaveValue('3100')
  await expect(page.getByLabel('Current emergency fund')).toHaveValue('4500')
  await expect(page.getByLabel('Monthly savings')).toHaveValue('2660')
  // Six months of $3,100 is $18,600; $14,100 still needed at $2,660 a month takes 6 months.
  await expect(output(page, 'monthlyExpenses')).toHaveText('$3,100')
  await expect(output(page, 'targetAmount')).toHaveText('$18,600')
  await expect(output(page, 'amountNeeded')).toHaveText('$14,100')
  await expect(output(page, 'monthsToGoal')).toHaveText('6')
  expect(new URL(page.url()).searchParams.get('savings')).toBe('2660')
  await expectNoA11yViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

  await panel(page).getByRole('button', { name: 'Clear saved numbers' }).click()
  await expect(panel(page)).toHaveCount(0)
  const cleared = page.getByRole('status').filter({ hasText: 'removed from this browser' })
  await expect(cleared).toBeVisible()
  await expect(cleared).toBeFocused()
  expect(await storedText(page)).toBeNull()
  // What was filled in stays.
  await expect(page.getByLabel('Other', { exact: true })).toHaveValue('3100')
  await expectNoA11yViolations(page)

  await gotoHydrated(page, DEBT_PATH)
  await expect(page.getByRole('heading', { name: 'Your payoff plan' })).toBeVisible()
  await expect(panel(page)).toHaveCount(0)
})

test('Clear on the results removes the saved numbers', async ({ page }) => {
  await takeAssessment(page)
  expect(await storedText(page)).not.toBeNull()
  await page.getByRole('button', { name: 'Clear saved numbers' }).click()
  const cleared = page.getByRole('status').filter({ hasText: 'removed from this browser' })
  await expect(cleared).toBeFocused()
  await expect(page.getByText(/^Your numbers are saved in this browser/)).toHaveCount(0)
  expect(await storedText(page)).toBeNull()
})

test('a visitor without saved numbers sees no panel, on the server or after hydration', async ({
  page,
}) => {
  for (const path of [DEBT_PATH, EMERGENCY_PATH]) {
    const html = await (await page.request.get(path)).text()
    expect(html).not.toContain('Use my assessment numbers')
    await gotoHydrated(page, path)
    // Something the page computes after hydration, so its effects have run.
    await page.getByLabel(path === DEBT_PATH ? 'Extra Monthly Payment' : 'Other').fill('600')
    await expect(page).toHaveURL(/600/)
    await expect(panel(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Clear saved numbers' })).toHaveCount(0)
  }
})

test('saved numbers that cannot be read are ignored and removed', async ({ page }) => {
  await page.addInitScript((key) => {
    // Once, before the first page script: the entry is written by an older or broken version.
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, JSON.stringify({ hasData: true, annualIncome: 'lots' }))
      sessionStorage.setItem('seeded', '1')
    }
  }, SNAPSHOT_KEY)
  await gotoHydrated(page, DEBT_PATH)
  await expect.poll(() => storedText(page)).toBeNull()
  await expect(panel(page)).toHaveCount(0)
})
