import type { Page } from '@playwright/test'
import {
  parseDebtParams,
  planDebtPayoff,
  UNFINISHED_MESSAGES,
} from '../../app/features/calculators/debt'
import { formatDollars } from '../../app/lib/money'
import {
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  jsonLdTypes,
  output,
  test,
} from './fixtures'
import { expectBadValuesExplained } from './calculator-frame'

// Figures, schedules, the CSV's rows, URL parsing and the form sent without JavaScript are checked
// in debt.test.ts, debt-form.test.ts, debt-results.test.tsx and calculator-csv.test.ts. These
// tests are about what needs a browser: hydration, focus, the keyboard, the address, print and
// layout.

// Each test walks one page through several checks that used to be separate tests, so it gets
// the time of several.
test.describe.configure({ timeout: 90_000 })

const PATH = '/calculators/debt-freedom'
const card = (page: Page, position: number) =>
  page.getByRole('group', { name: `Debt ${position}`, exact: true })
const debtsInUrl = (page: Page) => new URL(page.url()).searchParams.getAll('debt')
const payoffOrder = (page: Page) =>
  page.getByRole('heading', { name: 'Payoff Order' }).locator('xpath=..').getByRole('listitem')

/** `months` after the current UTC month, as the page writes it ("August 2027"). */
function monthFromNow(months: number) {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1))
  return date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

// Three debts where the strategies disagree: Visa has the highest APR, Store card the smallest balance.
const THREE_DEBTS =
  'debt=Visa|2000|24.99|60&debt=Store card|500|15|25&debt=Car loan|8000|6|200&extra=300'
/** The default card with the minimum payment alone: 48 months. */
const MINIMUM_ONLY = 'debt=Credit Card|5000|18.99|150&extra=0'

test('the default plan is computed on the server and shown as named outputs, with the page’s metadata', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get(PATH)
  expect(response.status()).toBe(200)
  const html = await response.text()
  // $5,000 at 18.99% with $150 minimum + $500 extra: 9 months, $374.60 interest; the minimum alone
  // takes 48 months and $2,162.63 (debt.test.ts checks both against a 50-digit simulation).
  expect(html).toMatch(/<output name="totalInterest"[^>]*>\$375<\/output>/)
  expect(html).toMatch(/<output name="interestSaved"[^>]*>\$1,788<\/output>/)
  expect(html).toMatch(new RegExp(`<output name="debtFreeDate"[^>]*>${monthFromNow(9)}</output>`))
  await gotoHydrated(page, PATH)
  await expect(output(page, 'monthsToPayoff')).toHaveText('9 months')
  await expect(output(page, 'totalDebt')).toHaveText('$5,000')
  await expect(output(page, 'monthsSaved')).toHaveText('39 months')
  await expect(output(page, 'monthlyPayment')).toHaveText('$650')
  await expect(page.getByText('9 months from now').first()).toBeVisible()
  await expect(payoffOrder(page)).toHaveCount(1)
  await expect(payoffOrder(page)).toContainText([
    `Credit CardPaid off in ${monthFromNow(9)} (month 9)`,
  ])
  await expect(
    page.getByRole('heading', { level: 1, name: 'Debt Freedom Calculator' }),
  ).toBeVisible()
  await expect(card(page, 1).getByLabel('Name')).toHaveValue('Credit Card')
  await expect(page.getByLabel('Payoff strategy')).toHaveValue('avalanche')
  await expect(page.getByLabel('Extra Monthly Payment')).toHaveValue('500')
  // A single debt: no Remove button, and no Move buttons outside the custom order.
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Move/ })).toHaveCount(0)
  await expect(page.getByTestId('chart-svg')).toBeVisible()
  // A plan under a year has no schedule toggle. (axe runs on this calculator at 390 px, with every
  // control of the custom order on the page.)
  await expect(page.getByRole('button', { name: /^Show All/ })).toHaveCount(0)

  await expect(page).toHaveTitle('Debt Freedom Calculator | Wealthward')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /avalanche and debt snowball/,
  )
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /debt payoff/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`)
  expect(await jsonLdTypes(page)).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])
  await expect(page.locator('input[name="source"]')).toHaveValue('calculator-debt')
  const related = page.getByRole('region', { name: 'Related Financial Tools' })
  for (const href of [
    '/calculators/emergency-fund',
    '/calculators/compound-interest',
    '/calculators/retirement',
  ])
    await expect(related.locator(`a[href="${href}"]`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get My Free Score Now' })).toHaveAttribute(
    'href',
    '/investment-readiness',
  )
})

test('a bad value is explained; adding a debt focuses its name; removing one focuses its neighbour; at most 20 debts', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await expectBadValuesExplained(page, {
    bad: [
      {
        field: card(page, 1).getByLabel('Balance'),
        value: '-100',
        message: 'Enter a number from $0 to $1,000,000,000',
        restore: '5000',
      },
      {
        field: card(page, 1).getByLabel('APR'),
        value: '150',
        message: 'Enter a number from 0% to 100%',
        restore: '18.99',
      },
    ],
    kept: [
      ['totalDebt', '$5,000'],
      ['totalInterest', '$375'],
      ['monthsToPayoff', '9 months'],
    ],
  })
  const historyLength = await page.evaluate(() => history.length)
  await page.getByRole('button', { name: 'Add Another Debt' }).click()
  const second = card(page, 2)
  await expect(second.getByLabel('Name')).toBeFocused()
  // The suggested name is selected, so typing replaces it.
  await page.keyboard.type('Car Loan')
  await second.getByLabel('Balance').fill('8000')
  await second.getByLabel('APR').fill('6')
  await second.getByLabel('Minimum Payment').fill('200')
  await expect(output(page, 'totalDebt')).toHaveText('$13,000')
  await expect(output(page, 'monthlyPayment')).toHaveText('$850')
  expect(debtsInUrl(page)).toEqual(['Credit Card|5000|18.99|150', 'Car Loan|8000|6|200'])
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
  await expect(payoffOrder(page).first()).toContainText('Credit Card')
  await expect(payoffOrder(page).nth(1)).toContainText('Car Loan')

  // Enter in a field calculates; it must not press the first card's Remove button.
  await card(page, 1).getByLabel('Name').press('Enter')
  await expect(page.getByRole('heading', { name: 'Your payoff plan' })).toBeFocused()
  await expect(page.getByRole('group', { name: /^Debt \d/ })).toHaveCount(2)

  await page.getByRole('button', { name: 'Remove Credit Card' }).click()
  await expect(page.getByRole('group', { name: /^Debt \d/ })).toHaveCount(1)
  await expect(card(page, 1).getByLabel('Name')).toHaveValue('Car Loan')
  await expect(card(page, 1).getByLabel('Name')).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Removed Credit Card' })).toHaveText(
    'Removed Credit Card. 1 debt left.',
  )
  await expect(output(page, 'totalDebt')).toHaveText('$8,000')
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
  expect(debtsInUrl(page)).toEqual(['Car Loan|8000|6|200'])

  // The last of several debts removed hands focus to the one above.
  await page.getByRole('button', { name: 'Add Another Debt' }).click()
  await page.keyboard.type('Store card')
  await page.getByRole('button', { name: 'Add Another Debt' }).click()
  await page.keyboard.type('Visa')
  await expect(page.getByRole('group', { name: /^Debt \d/ })).toHaveCount(3)
  await page.getByRole('button', { name: 'Remove Visa' }).click()
  await expect(card(page, 2).getByLabel('Name')).toHaveValue('Store card')
  await expect(card(page, 2).getByLabel('Name')).toBeFocused()

  // No more than 20 debts can be added.
  const nineteen = Array.from({ length: 19 }, (_, i) => `debt=D${i + 1}|100|5|10`).join('&')
  await gotoHydrated(page, `${PATH}?${nineteen}`)
  const add = page.getByRole('button', { name: 'Add Another Debt' })
  await add.click()
  await expect(card(page, 20).getByLabel('Name')).toHaveValue('Debt 20')
  await expect(add).toBeDisabled()
  await expect(
    page.getByText('You have listed the most debts the calculator takes (20).'),
  ).toBeVisible()
})

test('the chart tabs switch from the keyboard; the strategy changes the order; the URL reproduces the page', async ({
  page,
}) => {
  await gotoHydrated(page, `${PATH}?${THREE_DEBTS}`)
  // The tabs are the shared Tabs component (ui/tabs.tsx); this is its keyboard check.
  await page.getByRole('tab', { name: 'Payoff Timeline' }).focus()
  for (const name of ['Balance Reduction', 'Principal vs Interest', 'Individual Debts']) {
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('img', { name: `${name} chart` })).toBeVisible()
  }

  await expect(payoffOrder(page)).toContainText(['Visa', 'Store card', 'Car loan'])
  await page.getByLabel('Payoff strategy').selectOption('snowball')
  await expect(payoffOrder(page)).toContainText(['Store card', 'Visa', 'Car loan'])
  await expect(page).toHaveURL(/strategy=snowball/)
  // Interest $676.04 (avalanche) against $698.73 (snowball), both 20 months (debt.test.ts).
  await expect(page.getByTestId('comparison-verdict')).toHaveText(
    'The avalanche saves $23 in interest compared with the snowball, finishing in the same month.',
  )
  const comparison = page.getByRole('region', { name: 'Strategy comparison' })
  await expect(comparison.getByRole('row', { name: /Avalanche/ })).toContainText('$676')
  await expect(comparison.getByRole('row', { name: /Snowball/ })).toContainText('$699')
  await expect(comparison.getByRole('row', { name: /Snowball/ })).toContainText('Your choice')
  await expect(output(page, 'monthsToPayoff')).toHaveText('20 months')

  await card(page, 1).getByLabel('Name').fill('Visa Signature')
  await page.getByLabel('Extra Monthly Payment').fill('450')
  await page.getByLabel('Payoff strategy').selectOption('snowball')
  await expect(page).toHaveURL(/extra=450/)
  const interest = await output(page, 'totalInterest').textContent()
  const date = await output(page, 'debtFreeDate').textContent()

  await gotoHydrated(page, page.url().replace(/^https?:\/\/[^/]+/, ''))
  await expect(card(page, 1).getByLabel('Name')).toHaveValue('Visa Signature')
  await expect(page.getByLabel('Extra Monthly Payment')).toHaveValue('450')
  await expect(page.getByLabel('Payoff strategy')).toHaveValue('snowball')
  await expect(output(page, 'totalInterest')).toHaveText(interest ?? '')
  await expect(output(page, 'debtFreeDate')).toHaveText(date ?? '')
})

test('at 390 px, in the custom order, Move up and Move down reorder the debts, the plan and the URL', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, `${PATH}?${THREE_DEBTS}&strategy=custom`)
  await expect(output(page, 'debtFreeDate')).toBeVisible()
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)

  const moveUp = page.getByRole('button', { name: 'Move up Car loan' })
  await moveUp.click()
  expect(debtsInUrl(page)).toEqual([
    'Visa|2000|24.99|60',
    'Car loan|8000|6|200',
    'Store card|500|15|25',
  ])
  await expect(card(page, 2).getByLabel('Name')).toHaveValue('Car loan')
  await expect(moveUp).toBeFocused()
  await moveUp.press('Enter')
  await expect(card(page, 1).getByLabel('Name')).toHaveValue('Car loan')
  // At the top Move up is disabled, so focus moves to the other button of the same card.
  await expect(moveUp).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Move down Car loan' })).toBeFocused()
  expect(debtsInUrl(page)[0]).toBe('Car loan|8000|6|200')
  await expect(payoffOrder(page).first()).toContainText('Car loan')
  await expect(
    page.getByRole('region', { name: 'Strategy comparison' }).getByRole('row', {
      name: /Your custom order/,
    }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Move down Visa' }).click()
  expect(debtsInUrl(page).map((entry) => entry.split('|')[0])).toEqual([
    'Car loan',
    'Store card',
    'Visa',
  ])
  await page.getByLabel('Payoff strategy').selectOption('avalanche')
  await expect(page.getByRole('button', { name: /^Move/ })).toHaveCount(0)
})

test('malformed URL values fall back, a zero balance asks for one, a plan that cannot finish says so', async ({
  page,
}) => {
  // The page reads its query with parseDebtParams (debt.test.ts checks each fallback); this checks
  // that the hydrated page shows them and never an error page.
  const broken = await gotoHydrated(
    page,
    `${PATH}?debt=nonsense&debt=a|b|c|d&debt=Over|1000|150|20&strategy=fastest&extra=-5`,
  )
  expect(broken?.status()).toBe(200)
  await expect(page.getByRole('group', { name: /^Debt \d/ })).toHaveCount(1)
  await expect(card(page, 1).getByLabel('Name')).toHaveValue('Credit Card')
  await expect(card(page, 1).getByLabel('Balance')).toHaveValue('5000')
  await expect(page.getByLabel('Payoff strategy')).toHaveValue('avalanche')
  await expect(page.getByLabel('Extra Monthly Payment')).toHaveValue('500')

  await gotoHydrated(page, `${PATH}?debt=Good|1000|10|50&debt=Bad|lots|10|50`)
  await expect(page.getByRole('group', { name: /^Debt \d/ })).toHaveCount(1)
  await expect(card(page, 1).getByLabel('Name')).toHaveValue('Good')

  // A zero balance everywhere asks for a balance instead of showing a plan.
  await card(page, 1).getByLabel('Balance').fill('0')
  await expect(
    page.getByText('Enter a balance above $0 for at least one debt to see your payoff plan.'),
  ).toBeVisible()
  await expect(output(page, 'debtFreeDate')).toHaveCount(0)

  // $10,000 at 24% accrues $200 a month; a $150 payment never catches up.
  const response = await page.request.get(`${PATH}?debt=Card|10000|24|150&extra=0`)
  expect(await response.text()).toContain(
    UNFINISHED_MESSAGES['payments-below-interest'].slice(0, 40),
  )
  await gotoHydrated(page, `${PATH}?debt=Card|10000|24|150&extra=0`)
  await expect(page.getByText(UNFINISHED_MESSAGES['payments-below-interest'])).toBeVisible()
  await expect(output(page, 'debtFreeDate')).toHaveText('Not within 30 years')
  await expect(output(page, 'monthsToPayoff')).toHaveText('More than 360 months')
  await expect(payoffOrder(page)).toContainText(['still owed'])
  // What happens, in the visitor's figures, and no "saving" for a plan that never clears the debt.
  await expect(page.getByTestId('plan-summary')).toContainText(
    'In the first month $200 of interest is charged and you pay $150, so your balance grows by $50 a month',
  )
  await expect(output(page, 'interestSaved')).toHaveText('None')
  await expect(output(page, 'interestPaid')).toHaveText('$54,000')

  // $101 against $100 of monthly interest: it finishes, but after about 464 months.
  await page.getByLabel('Minimum Payment').fill('101')
  await card(page, 1).getByLabel('APR').fill('12')
  await expect(page.getByText(UNFINISHED_MESSAGES['longer-than-360-months'])).toBeVisible()
  await expect(page.getByTestId('comparison-verdict')).toHaveText(
    'Neither order pays off these debts within 30 years at this payment.',
  )
  await page.getByLabel('Extra Monthly Payment').fill('200')
  await expect(output(page, 'debtFreeDate')).not.toHaveText('Not within 30 years')
})

test('the schedule shows 12 months and toggles to all of them; on paper every month is printed', async ({
  page,
}) => {
  await gotoHydrated(page, `${PATH}?${MINIMUM_ONLY}`)
  const schedule = page.getByRole('region', { name: 'Monthly payment schedule' })
  await expect(schedule.getByRole('row')).toHaveCount(13)
  const toggle = page.getByRole('button', { name: 'Show All 48 Months' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(schedule.getByRole('row')).toHaveCount(49)
  const less = page.getByRole('button', { name: 'Show Less' })
  await expect(less).toHaveAttribute('aria-expanded', 'true')
  await expect(schedule.getByRole('row').last()).toContainText('100.0%')
  await less.click()
  await expect(schedule.getByRole('row')).toHaveCount(13)

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Show All 48 Months' })).toBeHidden()
  // The chart prints; the tabs that choose it do not.
  await expect(page.getByTestId('chart-svg')).toBeVisible()
  await expect(page.getByRole('tablist', { name: 'Charts' })).toBeHidden()
  await expect(card(page, 1).getByLabel('Balance')).toBeVisible()
  await expect(output(page, 'debtFreeDate')).toBeVisible()
  await expect(schedule.getByRole('row')).toHaveCount(49)
})

test('works without JavaScript: the form reproduces the plan and edits the list', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(PATH)
  await page.getByRole('button', { name: 'Calculate Payoff Plan' }).click()
  await expect(page).toHaveURL(
    `${PATH}?debt=Credit+Card%7C5000%7C18.99%7C150&strategy=avalanche&extra=500`,
  )
  await expect(output(page, 'totalInterest')).toHaveText('$375')
  await expect(output(page, 'debtFreeDate')).toHaveText(monthFromNow(9))

  await page.getByRole('button', { name: 'Add Another Debt' }).click()
  await card(page, 2).getByLabel('Name').fill('Car Loan')
  await card(page, 2).getByLabel('Balance').fill('$8,000')
  await card(page, 2).getByLabel('APR').fill('6')
  await card(page, 2).getByLabel('Minimum Payment').fill('200')
  await page.getByLabel('Payoff strategy').selectOption('custom')
  await page.getByRole('button', { name: 'Calculate Payoff Plan' }).click()
  await expect(output(page, 'totalDebt')).toHaveText('$13,000')

  await page.getByRole('button', { name: 'Move up Car Loan' }).click()
  expect(debtsInUrl(page)).toEqual(['Car Loan|8000|6|200', 'Credit Card|5000|18.99|150'])
  await page.getByRole('button', { name: 'Remove Credit Card' }).click()
  expect(debtsInUrl(page)).toEqual(['Car Loan|8000|6|200'])
  await expect(output(page, 'totalDebt')).toHaveText('$8,000')
  await context.close()
})

/** Total interest of the plan in `query`, as the page shows it (the start month does not change it). */
function interestOf(query: string) {
  const plan = planDebtPayoff({
    ...parseDebtParams(new URLSearchParams(query)),
    start: { year: 2026, month: 1 },
  })
  return formatDollars(plan.totalInterest)
}

test('without JavaScript, a one-off payment and a 0% promotion are added by the form and change the plan', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(PATH)
  await expect(output(page, 'totalInterest')).toHaveText('$375')

  await page.getByRole('button', { name: 'Add a One-Off Payment' }).click()
  expect(new URL(page.url()).searchParams.getAll('oneoff')).toEqual(['1|0'])
  await page.getByLabel('Plan month').fill('2')
  await page.getByLabel('Amount', { exact: true }).fill('$2,000')
  await card(page, 1).getByText('Promotional period').click()
  await card(page, 1).getByLabel('Months left at it').fill('6')
  await page.getByRole('button', { name: 'Calculate Payoff Plan' }).click()

  const query = 'debt=Credit Card|5000|18.99|150|6|0&oneoff=2|2000&strategy=avalanche&extra=500'
  expect(debtsInUrl(page)).toEqual(['Credit Card|5000|18.99|150|6|0'])
  expect(new URL(page.url()).searchParams.getAll('oneoff')).toEqual(['2|2000'])
  await expect(output(page, 'totalInterest')).toHaveText(interestOf(query))
  expect(interestOf(query)).not.toBe('$375')
  await expect(output(page, 'oneOffEffect')).toContainText('$2,000')
  await expect(page.getByRole('cell', { name: '$2,000' }).first()).toBeVisible()

  await page.getByRole('button', { name: 'Remove one-off payment 1' }).click()
  expect(new URL(page.url()).searchParams.getAll('oneoff')).toEqual([])
  await expect(output(page, 'oneOffEffect')).toHaveCount(0)
  await context.close()
})

test('with JavaScript, a one-off payment and a promotion change the results and the address as they are typed', async ({
  page,
}) => {
  await gotoHydrated(page, PATH)
  await page.getByRole('button', { name: 'Add a One-Off Payment' }).click()
  await expect(page.getByLabel('Plan month')).toBeFocused()
  await page.getByLabel('Plan month').fill('3')
  await page.getByLabel('Amount', { exact: true }).fill('1500')
  await card(page, 1).getByText('Promotional period').click()
  await card(page, 1).getByLabel('Months left at it').fill('4')
  await card(page, 1).getByLabel('Promotional rate').fill('2.9')

  const query = 'debt=Credit Card|5000|18.99|150|4|2.9&oneoff=3|1500&strategy=avalanche&extra=500'
  await expect(output(page, 'totalInterest')).toHaveText(interestOf(query))
  await expect(page).toHaveURL(/oneoff=3%7C1500/)
  expect(debtsInUrl(page)).toEqual(['Credit Card|5000|18.99|150|4|2.9'])
  await expect(output(page, 'oneOffEffect')).toContainText('$1,500')
  await expectNoA11yViolations(page)
})

test('a link from another page opens the calculator without fetching its data from the server', async ({
  page,
}) => {
  await gotoHydrated(page, '/calculators/compound-interest')
  const dataRequests: string[] = []
  page.on('request', (request) => {
    // The root loader is revalidated on every navigation; this route's own data is not fetched.
    const routes = new URL(request.url()).searchParams.get('_routes') ?? ''
    if (request.url().includes('.data') && routes.includes('debt-freedom'))
      dataRequests.push(request.url())
  })
  await page
    .getByRole('region', { name: 'Related Financial Tools' })
    .getByRole('link', { name: /Debt Freedom Calculator/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expect(output(page, 'debtFreeDate')).toHaveText(monthFromNow(9))
  expect(dataRequests).toEqual([])
})
