import type { Page } from '@playwright/test'
import {
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  jsonLdTypes,
  output,
  outboxMessagesTo,
  test,
  uniqueEmail,
} from './fixtures'

type Profile = Record<string, string>

// Investment Ready with $200,000 to invest in Ohio, where the demo seed registers advisors.
const HOT: Profile = {
  'First name': 'Casey',
  'Last name': 'Example',
  Age: '41',
  City: 'Cleveland',
  'Annual income': '140,000',
  'Monthly expenses': '5500',
  'Total debt': '0',
  'Emergency fund': '45000',
  'Investable assets': '$200,000',
  'Credit score (optional)': '790',
}

// Little saved, a lot of debt, nothing to invest: not passed to any advisor.
const COLD: Profile = {
  'First name': 'Robin',
  'Last name': 'Sample',
  Age: '29',
  City: 'Dayton',
  'Annual income': '36000',
  'Monthly expenses': '2900',
  'Total debt': '22000',
  'Emergency fund': '300',
  'Investable assets': '0',
  'Credit score (optional)': '590',
}

const INTRODUCE = 'Show my score and introduce me to advisors'

async function fillProfile(page: Page, profile: Profile, email: string, state = 'OH') {
  await page.getByLabel(INTRODUCE).check()
  for (const [label, value] of Object.entries(profile))
    await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('State').selectOption(state)
}

const submit = (page: Page) => page.getByRole('button', { name: 'Get My Score' })

test('a HOT profile gets its score, breakdown, action items and matched demo advisors', async ({
  page,
}) => {
  // Four axe runs on a long page: give it room on a busy machine.
  test.setTimeout(60_000)
  await gotoHydrated(page, '/investment-readiness')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Investment Readiness Score' }),
  ).toBeVisible()
  const consent = page.getByLabel('Advisors may also call or text me at the number above')
  await expect(consent).not.toBeChecked()
  await expect(page.locator('[data-disclosure="lead-sharing"]')).toContainText(
    'up to 5 registered investment advisors',
  )
  await expectNoA11yViolations(page)

  await fillProfile(page, HOT, uniqueEmail('hot'))
  await page.getByLabel('Phone (optional)').fill('216-555-0142')
  await consent.check()
  // Hold the answer back a moment so the Calculating state can be seen.
  await page.route('**/investment-readiness.data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.continue()
  })
  await submit(page).click()
  await expect(page.getByRole('button', { name: 'Calculating…' })).toBeDisabled()

  const heading = page.getByRole('heading', { name: 'Your Investment Readiness Score' })
  await expect(heading).toBeFocused()
  const score = Number(await output(page, 'score').textContent())
  expect(score).toBeGreaterThanOrEqual(75)
  await expect(output(page, 'score')).toHaveClass(/text-green-800/)
  await expect(page.getByText('Investment Ready', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Green band \(75 or more\)/)).toBeVisible()
  for (const label of ['Emergency fund', 'Debt management', 'Cash flow', 'Credit health'])
    await expect(page.getByRole('list', { name: 'Score breakdown' }).getByText(label)).toBeVisible()
  await expect(page.getByTestId('breakdown-debtManagement')).toContainText('25 / 25')
  const items = page.getByRole('region', { name: 'Action items' }).getByRole('listitem')
  expect(await items.count()).toBeGreaterThanOrEqual(3)

  const advisors = page.getByRole('region', { name: 'Your matched advisors' })
  await expect(advisors).toContainText('by phone or text')
  await expect(
    advisors.getByRole('link', { name: 'Opt out of sharing your details' }),
  ).toHaveAttribute('href', '/do-not-sell')
  await expect(advisors.getByText(/CRD DEMO-/).first()).toBeVisible()
  await expect(
    advisors.getByText('Registered to work with clients in Ohio (OH)').first(),
  ).toBeVisible()

  const contact = page.getByRole('button', { name: 'Contact Your Matched Advisor' })
  await expect(contact).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#advisor-contact-card')).toBeHidden()
  await contact.click()
  await expect(contact).toHaveAttribute('aria-expanded', 'true')
  // The request is recorded for the advisor, and the visitor is told so.
  await expect(
    page.getByText(/We have let .+ know you would like to hear from them\./),
  ).toBeVisible()
  const card = page.locator('#advisor-contact-card')
  await expect(card.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:/)
  await expectNoA11yViolations(page)

  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoA11yViolations(page)
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

  await page.getByRole('link', { name: 'Take Assessment Again' }).click()
  await expect(page.getByLabel('First name')).toHaveValue('')
  await expect(
    page.getByLabel('Advisors may also call or text me at the number above'),
  ).not.toBeChecked()
  await expect(output(page, 'score')).toHaveCount(0)
})

test('a COLD profile is not matched and gets the education track instead', async ({ page }) => {
  await gotoHydrated(page, '/investment-readiness')
  await fillProfile(page, COLD, uniqueEmail('cold'))
  await submit(page).click()
  await expect(output(page, 'score')).toBeVisible()
  expect(Number(await output(page, 'score').textContent())).toBeLessThan(50)
  await expect(output(page, 'score')).toHaveClass(/text-red-800/)
  await expect(page.getByText(/^Red band \(below 50\)/)).toBeVisible()
  const education = page.getByRole('region', { name: 'Build your foundations first' })
  await expect(education).toContainText('We have not passed your details to any advisor')
  await expect(education.getByRole('link', { name: 'All calculators' })).toHaveAttribute(
    'href',
    '/calculators',
  )
  await expect(page.getByRole('region', { name: 'Your matched advisors' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Contact Your Matched Advisor' })).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('the error summary takes focus, links to each field and keeps what was typed', async ({
  page,
}) => {
  await gotoHydrated(page, '/investment-readiness')
  await submit(page).click()
  const choose = page.getByRole('alert').filter({ hasText: /There are \d+ problems/ })
  await expect(choose).toBeFocused()
  await expect(choose.getByRole('link', { name: /^Choose “Just show my score”/ })).toHaveAttribute(
    'href',
    '#field-matching',
  )
  await page.getByLabel(INTRODUCE).check()
  await submit(page).click()
  const summary = page.getByRole('alert').filter({ hasText: /There are \d+ problems/ })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link', { name: 'Enter your first name' })).toHaveAttribute(
    'href',
    '#field-firstName',
  )
  await expect(summary.getByRole('link', { name: 'Choose your state' })).toHaveAttribute(
    'href',
    '#field-state',
  )
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)

  await summary.getByRole('link', { name: 'Choose your state' }).click()
  await expect(page.getByLabel('State')).toBeFocused()

  await fillProfile(page, { ...HOT, Age: '16' }, uniqueEmail('young'))
  await submit(page).click()
  const again = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(again).toBeFocused()
  await expect(again).toContainText('You must be 18 or older')
  await expect(page.getByLabel('City')).toHaveValue('Cleveland')
  await expect(page.getByLabel('Investable assets')).toHaveValue('$200,000')
  await expect(page.getByLabel('State')).toHaveValue('OH')
  await expect(output(page, 'score')).toHaveCount(0)

  // $0 of monthly expenses is queried; the box that confirms it stays once ticked.
  await page.getByLabel('Age').fill('41')
  await page.getByLabel('Monthly expenses').fill('$0')
  await submit(page).click()
  const zero = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(zero).toBeFocused()
  await expect(zero).toContainText('You entered $0 for monthly expenses')
  await page.getByLabel('Yes, my monthly expenses really are $0').check()
  await submit(page).click()
  await expect(output(page, 'score')).toBeVisible()
})

test.describe('when the server fails', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] })

  test('says so inline and keeps the form as typed', async ({ page }) => {
    await page.route('**/investment-readiness.data*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    )
    await gotoHydrated(page, '/investment-readiness')
    await fillProfile(page, HOT, uniqueEmail('fail'))
    await submit(page).click()
    await expect(page.getByRole('alert')).toHaveText(
      'An error occurred while calculating your score. Please try again.',
    )
    await expect(submit(page)).toBeEnabled()
    await expect(page.getByLabel('First name')).toHaveValue('Casey')
    await expect(page.getByLabel('Annual income')).toHaveValue('140,000')
    await expectNoA11yViolations(page)
  })
})

test('works without JavaScript: errors keep the typed values, then results', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/investment-readiness?utm_source=spring-mail&utm_campaign=ira')
  await expect(page.locator('input[name="source"]')).toHaveValue('spring-mail')
  await expect(page.locator('input[name="medium"]')).toHaveValue('organic')
  await expect(page.locator('input[name="campaign"]')).toHaveValue('ira')

  await fillProfile(page, { ...HOT, Age: '17' }, uniqueEmail('nojs'))
  await submit(page).click()
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'You must be 18 or older',
  )
  await expect(page.getByLabel('Age')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('City')).toHaveValue('Cleveland')
  await expect(page.getByLabel('State')).toHaveValue('OH')
  await expect(page.locator('input[name="source"]')).toHaveValue('spring-mail')

  await page.getByLabel('Age').fill('41')
  await submit(page).click()
  expect(Number(await output(page, 'score').textContent())).toBeGreaterThanOrEqual(75)
  await expect(page.getByTestId('readiness-level')).toHaveText('Investment Ready')
  await expect(page.getByTestId('breakdown-emergencyFund')).toContainText('/ 25')
  const advisors = page.getByRole('region', { name: 'Your matched advisors' })
  await expect(advisors).toContainText('will not call or text you')
  // Without JavaScript the contact card is simply shown.
  await expect(page.locator('#advisor-contact-card')).toBeVisible()

  await page.getByRole('link', { name: 'Take Assessment Again' }).click()
  await expect(page).toHaveURL(/\/investment-readiness\?utm_source=spring-mail&utm_campaign=ira$/)
  await expect(page.getByLabel('First name')).toHaveValue('')
  await context.close()
})

test('has its title, description, canonical and FinancialService structured data', async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, '/investment-readiness?utm_source=x')
  await expect(page).toHaveTitle('Investment Readiness Score | Wealthward')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /free/)
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    'content',
    /investment readiness score/,
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/investment-readiness`,
  )
  expect(await jsonLdTypes(page)).toContain('FinancialService')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const service = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((block) => block['@type'] === 'FinancialService')
  expect(service).toMatchObject({
    url: `${baseURL}/investment-readiness`,
    areaServed: { '@type': 'Country', name: 'United States' },
    provider: { '@id': `${baseURL}/#organization` },
  })

  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoA11yViolations(page)
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
})

test.describe('with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } })

  test('the visitor is not matched unless they tick "Match me with advisors anyway"', async ({
    page,
  }) => {
    await gotoHydrated(page, '/investment-readiness')
    const confirm = page.getByLabel('Match me with advisors anyway')
    await expect(confirm).not.toBeChecked()
    await fillProfile(page, HOT, uniqueEmail('gpc'))
    await submit(page).click()
    await expect(page.getByRole('heading', { name: 'Not shared with any advisor' })).toBeVisible()
    await expect(page.getByText(/Global Privacy Control signal/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your matched advisors' })).toHaveCount(0)

    await page.getByRole('link', { name: 'Take Assessment Again' }).click()
    await fillProfile(page, HOT, uniqueEmail('gpc-confirmed'))
    await page.getByLabel('Match me with advisors anyway').check()
    await submit(page).click()
    await expect(page.getByRole('heading', { name: 'Your matched advisors' })).toBeVisible()
  })
})

test('a visitor without Global Privacy Control is not asked to confirm matching', async ({
  page,
}) => {
  await gotoHydrated(page, '/investment-readiness')
  await expect(page.getByLabel('Match me with advisors anyway')).toHaveCount(0)
})

/** The path of the newest "apply these answers" link emailed to `email`, once the worker sent it. */
async function updateLinkFor(email: string): Promise<string> {
  let path = ''
  await expect
    .poll(() => {
      const requests = outboxMessagesTo(email).filter((m) => m.includes('Did you send new answers'))
      path = requests.at(-1)?.match(/\/investment-readiness\/update\?token=[\w-]{43}/)?.[0] ?? ''
      return path
    })
    .not.toBe('')
  return path
}

test('a known address from another browser gets its own score and no advisors; the owner applies the answers from the emailed link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const email = uniqueEmail('owner')
  await gotoHydrated(page, '/investment-readiness')
  await fillProfile(page, HOT, email)
  await submit(page).click()
  await expect(page.getByRole('region', { name: 'Your matched advisors' })).toBeVisible()

  const other = await browser.newContext({ baseURL })
  const stranger = await other.newPage()
  await gotoHydrated(stranger, '/investment-readiness')
  await fillProfile(stranger, { ...HOT, 'First name': 'Mallory', 'Annual income': '150000' }, email)
  await submit(stranger).click()
  expect(Number(await output(stranger, 'score').textContent())).toBeGreaterThanOrEqual(75)
  await expect(stranger.getByRole('region', { name: 'Your matched advisors' })).toHaveCount(0)
  await expect(stranger.getByText(/CRD DEMO-/)).toHaveCount(0)
  await expect(stranger.getByRole('region', { name: 'Not shared with any advisor' })).toContainText(
    'We have sent an email to the address you gave',
  )
  await expect(stranger.locator('main')).not.toContainText(/already|on file/i)
  await expectNoA11yViolations(stranger)
  await other.close()

  const link = await updateLinkFor(email)
  await gotoHydrated(page, link)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apply new answers to your assessment?' }),
  ).toBeVisible()
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  const changes = page.getByRole('table', { name: 'What would change' })
  await expect(changes.getByRole('row', { name: /First name Casey Mallory/ })).toBeVisible()
  await expect(
    changes.getByRole('row', { name: /Annual income \$140,000 \$150,000/ }),
  ).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Apply these answers' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your assessment is updated' }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your matched advisors' })).toBeVisible()
  await expectNoA11yViolations(page)

  const again = await page.goto(link)
  expect(again?.status()).toBe(410)
  await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('without JavaScript: a known address is held for its owner, who applies it with the button', async ({
  browser,
  baseURL,
  page,
}) => {
  const email = uniqueEmail('owner-nojs')
  await gotoHydrated(page, '/investment-readiness')
  await fillProfile(page, HOT, email)
  await submit(page).click()
  await expect(page.getByRole('region', { name: 'Your matched advisors' })).toBeVisible()

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const stranger = await context.newPage()
  await stranger.goto('/investment-readiness')
  await fillProfile(stranger, { ...HOT, 'First name': 'Mallory' }, email)
  await submit(stranger).click()
  await expect(output(stranger, 'score')).toBeVisible()
  await expect(stranger.getByRole('region', { name: 'Your matched advisors' })).toHaveCount(0)
  await expect(stranger.getByRole('heading', { name: 'Not shared with any advisor' })).toBeVisible()

  const link = await updateLinkFor(email)
  const owner = await context.newPage()
  expect((await owner.goto(link))?.status()).toBe(200)
  await owner.getByRole('button', { name: 'Apply these answers' }).click()
  await expect(owner.getByText('Your assessment is updated')).toBeVisible()
  await expect(owner.getByRole('region', { name: 'Your matched advisors' })).toBeVisible()
  await expect(owner.locator('#advisor-contact-card')).toBeVisible()
  expect((await owner.goto(`/investment-readiness/update?token=${'x'.repeat(43)}`))?.status()).toBe(
    404,
  )
  await expect(owner.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
  await context.close()
})
