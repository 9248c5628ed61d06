import type { Page } from '@playwright/test'
import {
  DEMO_ADVISOR as DEMO,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  signInAsStaff,
  test,
  type LoginAs,
} from './fixtures'

// The demo seed's advisor account (the test server runs with SEED_DEMO=true).
const CSV_HEADER =
  'Lead ID,Name,Email,Score,Category,Location,Investable assets (USD),Status,Matched (UTC)'

const leadsTable = (page: Page) => page.getByRole('region', { name: 'Leads' }).getByRole('table')
const rows = (page: Page) => leadsTable(page).locator('tbody tr')
const column = (page: Page, index: number) =>
  rows(page).locator(`:is(th, td):nth-child(${index})`).allInnerTexts()
const resultLine = (page: Page) => page.getByText(/^(Showing \d|No leads match)/)
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter leads' })

/** "Showing 1–20 of 41 leads." → 41 */
async function totalShown(page: Page) {
  const text = await resultLine(page).innerText()
  return Number(/of ([\d,]+) lead/.exec(text)?.[1]?.replace(/,/g, '') ?? 'NaN')
}

async function statValue(page: Page, label: string) {
  const card = page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) })
  return Number((await card.locator('dd').first().innerText()).replace(/,/g, ''))
}

const sortedDescending = (values: number[]) =>
  values.every((v, i) => i === 0 || values[i - 1]! >= v)
const sortedAscending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v)

test('the sign-in page: demo hint, links, accessibility', async ({ page }) => {
  await gotoHydrated(page, '/ria/login')
  await expect(page).toHaveTitle(/^Advisor Login \| Wealthward$/)
  const hint = page.getByRole('complementary', { name: 'Demo credentials' })
  await expect(hint).toContainText(DEMO.email)
  await expect(hint).toContainText(DEMO.password)
  await expect(hint).toContainText(DEMO.totpSecret)
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  )
  await expect(page.getByRole('link', { name: 'Apply to become a partner' })).toHaveAttribute(
    'href',
    '/ria',
  )
  await expect(page.getByLabel('Remember me on this device')).not.toBeChecked()
  await expectNoA11yViolations(page)
})

test('the dashboard: who is signed in, stat cards, charts, funnel, ROI, accessibility', async ({
  page,
  loginAs,
}) => {
  // Many page loads and form posts: more than the default 30 s on a busy machine.
  test.setTimeout(60_000)
  await loginAs('advisor', '/ria/dashboard')
  await expect(page).toHaveURL(/\/ria\/dashboard$/)
  await expect(page).toHaveTitle(/^Advisor Dashboard \| Wealthward$/)
  await expect(page.getByText(`Signed in as ${DEMO.email}`)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/ria/dashboard',
  )
  const total = await statValue(page, 'Total Leads')
  expect(total).toBeGreaterThan(20)
  expect(await totalShown(page)).toBe(total)
  await expect(page.getByText(`Page 1 of ${Math.ceil(total / 20)}`)).toBeVisible()
  await expect(rows(page)).toHaveCount(20)
  // Three charts, each with its numbers in words as well.
  await expect(page.getByTestId('chart-svg')).toHaveCount(3)
  await expect(
    page.getByText(/ leads? in the last 30 days|No leads in the last 30 days/),
  ).toBeVisible()
  const funnel = page.getByRole('region', { name: 'Conversion funnel' })
  await expect(funnel.getByRole('listitem').first()).toContainText(String(total))
  await expect(funnel.getByRole('listitem').first()).toContainText('100% of total')
  await expect(page.getByRole('region', { name: 'ROI summary' })).toContainText('$997')
  await expectNoA11yViolations(page)
})

test('filter tabs, search, sortable columns and paging are links that keep each other', async ({
  page,
  loginAs,
}) => {
  // Many page loads and form posts: more than the default 30 s on a busy machine.
  test.setTimeout(60_000)
  await loginAs('advisor', '/ria/dashboard')
  const total = await statValue(page, 'Total Leads')
  await filters(page).getByRole('link', { name: /^Hot/ }).click()
  await expect(page).toHaveURL(/\?category=HOT$/)
  await expect(filters(page).getByRole('link', { name: /^Hot/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(await totalShown(page)).toBe(await statValue(page, 'Hot Leads'))
  expect(new Set(await column(page, 3))).toEqual(new Set(['Hot']))

  await filters(page).getByRole('link', { name: /^New/ }).click()
  await expect(page).toHaveURL(/\?status=NEW$/)
  // The address changes as the navigation starts; the table follows when its data arrives.
  await expect.poll(async () => new Set(await column(page, 6))).toEqual(new Set(['New']))

  await filters(page)
    .getByRole('link', { name: /^All Leads/ })
    .click()
  await expect(page).toHaveURL(/\/ria\/dashboard$/)
  const someone = (await column(page, 1))[3]!
  const lastName = someone.split(' ').at(-1)!
  await page.getByLabel('Search leads').fill(lastName)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(lastName)}$`))
  await expect(leadsTable(page).getByRole('link', { name: someone })).toBeVisible()
  expect(await totalShown(page)).toBeLessThan(total)
  await expect(page.getByLabel('Search leads')).toHaveValue(lastName)

  await page.getByRole('link', { name: 'Show all leads' }).click()
  await expect(page).toHaveURL(/\/ria\/dashboard$/)
  const scoreHeader = leadsTable(page).getByRole('columnheader', { name: 'Score' })
  await scoreHeader.getByRole('link').click()
  await expect(page).toHaveURL(/\?sort=score&dir=desc$/)
  await expect(scoreHeader).toHaveAttribute('aria-sort', 'descending')
  expect(sortedDescending((await column(page, 2)).map(Number))).toBe(true)
  await scoreHeader.getByRole('link').click()
  await expect(page).toHaveURL(/\?sort=score&dir=asc$/)
  await expect(scoreHeader).toHaveAttribute('aria-sort', 'ascending')
  expect(sortedAscending((await column(page, 2)).map(Number))).toBe(true)

  await page
    .getByRole('navigation', { name: 'Pages of leads' })
    .getByRole('link', { name: 'Next' })
    .click()
  await expect(page).toHaveURL(/\?sort=score&dir=asc&page=1$/)
  await expect(page.getByText(`Page 2 of ${Math.ceil(total / 20)}`)).toBeVisible()
  await expect(page.getByText(`Showing 21–`)).toBeVisible()
})

/** Signs in, opens the first lead of the list with that status, and waits for its page to run. */
async function openFirstLead(page: Page, loginAs: LoginAs, status: string) {
  await loginAs('advisor', `/ria/dashboard?status=${status}`)
  await expect(page).toHaveURL(new RegExp(`/ria/dashboard\\?status=${status}$`))
  const link = leadsTable(page).locator('tbody th a').first()
  const name = await link.innerText()
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

test('on a new lead: move it along the pipeline and keep a note', async ({ page, loginAs }) => {
  // Many page loads and form posts: more than the default 30 s on a busy machine.
  test.setTimeout(60_000)
  await openFirstLead(page, loginAs, 'NEW')
  // The title names no one (it ends up in history); the heading does.
  await expect(page).toHaveTitle(/^Lead details \| Wealthward$/)
  await expect(page.getByRole('heading', { name: 'Assessment answers' })).toBeVisible()
  await expect(page.getByText('Email contact')).toBeVisible()

  const pipeline = page.getByRole('region', { name: 'Pipeline', exact: true })
  await pipeline.getByLabel('Change status').selectOption({ label: 'Contacted' })
  await pipeline.getByRole('button', { name: 'Update status' }).click()
  await expect(
    pipeline.getByRole('status').filter({ hasText: 'Status changed to Contacted.' }),
  ).toBeVisible()
  const history = page.getByRole('region', { name: 'History', exact: true })
  await expect(history.getByRole('listitem').first()).toContainText(
    'Status changed from New to Contacted',
  )
  await expect(history.getByRole('listitem').first()).toContainText('You,')
  // Only the pipeline's next steps are offered now.
  await expect(pipeline.getByLabel('Change status').locator('option')).toHaveText([
    'Choose a status',
    'Nurturing',
    'Lost',
  ])
  await expect(pipeline.getByLabel('Change status')).toHaveValue('')

  const notes = page.getByRole('region', { name: 'Notes', exact: true })
  await notes.getByRole('button', { name: 'Save note' }).click()
  await expect(notes.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused()
  await notes.getByLabel('Add a note').fill('Prefers a call after 5 pm on weekdays.')
  await notes.getByRole('button', { name: 'Save note' }).click()
  await expect(notes.getByRole('status')).toHaveText('Note saved.')
  await expect(notes.getByRole('listitem').first()).toContainText(
    'Prefers a call after 5 pm on weekdays.',
  )
  await expect(notes.getByLabel('Add a note')).toHaveValue('')
  await expectNoA11yViolations(page)
})

test('on a lead in progress: record a contact, then request a return', async ({
  page,
  loginAs,
}) => {
  // Many page loads and form posts: more than the default 30 s on a busy machine.
  test.setTimeout(60_000)
  await openFirstLead(page, loginAs, 'NURTURING')
  const contact = page.getByRole('region', { name: 'Contact', exact: true })
  await contact.getByRole('button', { name: 'Contact by email' }).click()
  await expect(contact.getByRole('status')).toContainText('Contact by email recorded.')
  await expect(contact.getByRole('link', { name: /^Write to / })).toHaveAttribute(
    'href',
    /^mailto:[^?]+@example\.com\?subject=/,
  )

  const returns = page.getByRole('region', { name: 'Request a return' })
  await returns.getByLabel('Reason').selectOption('duplicate')
  await returns.getByLabel('Details (optional)').fill('Already my client since March.')
  await returns.getByRole('button', { name: 'Request a return' }).click()
  await expect(returns.getByRole('status')).toContainText('Return requested.')
  await expect(returns).toContainText('Pending')
  await expect(returns).toContainText('Already my client since March.')
  await expectNoA11yViolations(page)
})

test('Export CSV downloads the filtered leads', async ({ page, loginAs }) => {
  await loginAs('advisor', '/ria/dashboard?category=WARM')
  const shown = await totalShown(page)
  const firstName = (await column(page, 1))[0]!
  const exportLink = page.getByRole('link', { name: 'Export CSV' })
  await expect(exportLink).toHaveAttribute('href', '/api/ria/leads.csv?category=WARM')
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
  expect(download.suggestedFilename()).toMatch(/^wealthward-leads-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'))
  const lines = text.trimEnd().split('\r\n')
  expect(lines[0]).toBe(CSV_HEADER)
  expect(lines).toHaveLength(shown + 1)
  for (const line of lines.slice(1)) expect(line).toContain(',WARM,')
  expect(lines[1]).toContain(`,${firstName},`)
})

test('logout ends the session; so does a lost cookie; other accounts are sent to sign in', async ({
  page,
  context,
  loginAs,
}) => {
  // Many page loads and form posts, and a code step: more than the default 30 s.
  test.setTimeout(120_000)
  await gotoHydrated(page, '/ria/login')
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password').fill('not-the-password-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid credentials. Please try the demo credentials.',
  )
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email)

  // Signing out ends this test's own session, so it signs in through the pages.
  await signInAsStaff(page, DEMO)
  await expect(page.getByRole('heading', { level: 1, name: 'Advisor Dashboard' })).toBeVisible()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/ria\/login$/)
  await page.goto('/ria/dashboard')
  await expect(page).toHaveURL(/\/ria\/login\?redirect=%2Fria%2Fdashboard$/)

  // A session that is gone (expired and swept, or its cookie lost) sends the advisor back to sign in.
  await loginAs('advisor', '/ria/dashboard')
  await page.goto('/ria/dashboard?category=WARM')
  await context.clearCookies()
  await page.reload()
  await expect(page).toHaveURL(/\/ria\/login\?redirect=%2Fria%2Fdashboard%3Fcategory%3DWARM$/)

  // The demo user's account is not an advisor's.
  await gotoHydrated(page, '/login')
  await page.getByLabel('Email').fill('demo@wealthward.test')
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/ria/dashboard')
  await expect(page).toHaveURL(/\/ria\/login\?redirect=%2Fria%2Fdashboard$/)
})

test('a lead that is not among the advisor’s answers 404', async ({ page, loginAs }) => {
  await loginAs('advisor', '/ria/dashboard')
  const response = await page.goto('/ria/leads/00000000-0000-4000-8000-000000000000')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Lead not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to your leads' })).toBeVisible()
})

test('the three pages fit a 390 px screen', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/ria/login')
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await loginAs('advisor', '/ria/dashboard')
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  await leadsTable(page).locator('tbody th a').first().click()
  await expect(page.getByRole('heading', { name: 'Assessment answers' })).toBeVisible()
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sign-in form posts, and the dashboard still gives every number', async ({ page }) => {
    // The code step may wait for the authenticator's next code.
    test.setTimeout(90_000)
    await page.goto('/ria/login')
    await page.getByLabel('Email').fill(DEMO.email)
    await page.getByLabel('Password').fill('not-the-password-1')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(
      page.getByText('Invalid credentials. Please try the demo credentials.'),
    ).toBeVisible()

    // Both steps, password and code, are plain form posts.
    await signInAsStaff(page, DEMO, { javaScript: false })
    await expect(page).toHaveURL(/\/ria\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Advisor Dashboard' })).toBeVisible()
    // The charts are drawn on the server, and each one's numbers are there to read.
    await expect(page.getByTestId('chart-svg')).toHaveCount(3)
    const activity = page.getByRole('region', { name: 'Lead activity' })
    await activity.getByText('Show the numbers', { exact: true }).click()
    await expect(activity.getByRole('table').locator('tbody tr')).toHaveCount(30)
    await expect(page.getByRole('region', { name: 'ROI summary' })).toContainText('$997')
    await filters(page).getByRole('link', { name: /^Warm/ }).click()
    await expect(page).toHaveURL(/\?category=WARM$/)

    // A lead's forms are plain posts too.
    await leadsTable(page).locator('tbody th a').first().click()
    const notes = page.getByRole('region', { name: 'Notes', exact: true })
    await notes.getByLabel('Add a note').fill('Sent the starter guide by post.')
    await notes.getByRole('button', { name: 'Save note' }).click()
    await expect(notes.getByRole('status')).toHaveText('Note saved.')
    await expect(notes.getByRole('listitem').first()).toContainText(
      'Sent the starter guide by post.',
    )
  })
})
