import type { Locator, Page } from '@playwright/test'
import {
  DEMO_ADVISOR,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  joinStaffSession,
  test,
  uniqueEmail,
} from './fixtures'

const DESKTOP = { width: 1280, height: 720 }
const PHONE = { width: 390, height: 844 }

/** Asserts the element is entirely in the viewport and entirely below the sticky site header. */
async function expectBelowHeader(page: Page, element: Locator) {
  const header = await page.getByRole('banner').first().boundingBox()
  const box = await element.boundingBox()
  const viewport = page.viewportSize()!
  expect(header).not.toBeNull()
  expect(box).not.toBeNull()
  expect(box!.y, 'top of the field below the header').toBeGreaterThanOrEqual(
    header!.y + header!.height,
  )
  expect(box!.y + box!.height, 'bottom of the field in the viewport').toBeLessThanOrEqual(
    viewport.height,
  )
}

const ASSESSMENT: Record<string, string> = {
  'First name': 'Casey',
  'Last name': 'Example',
  Age: '41',
  City: 'Cleveland',
  'Annual income': '140,000',
  'Monthly expenses': '0',
  'Total debt': '0',
  'Emergency fund': '45000',
  'Investable assets': '$200,000',
}

test('$0 monthly expenses are queried, not taken silently; the error link lands below the header at 1280 and 390 px', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await gotoHydrated(page, '/investment-readiness')
  await page.getByLabel('Show my score and introduce me to advisors').check()
  for (const [label, value] of Object.entries(ASSESSMENT))
    await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('zero-expenses'))
  await page.getByLabel('State').selectOption('OH')
  await page.getByRole('button', { name: 'Get My Score' }).click()

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toBeFocused()
  const link = summary.getByRole('link', { name: /You entered \$0 for monthly expenses/ })
  const expenses = page.getByLabel('Monthly expenses', { exact: true })
  await expect(expenses).toHaveValue('0')
  await expectNoA11yViolations(page)

  // The summary's link moves focus to the field, and the sticky header does not hide it.
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size)
    await page.evaluate(() => window.scrollTo(0, 0))
    await link.click()
    await expect(expenses).toBeFocused()
    await expectBelowHeader(page, expenses)
  }

  await page.setViewportSize(DESKTOP)
  await page.getByLabel('Yes, my monthly expenses really are $0').check()
  await page.getByRole('button', { name: 'Get My Score' }).click()
  await expect(page.getByRole('heading', { name: 'Your Investment Readiness Score' })).toBeVisible()
})

test('the assessment gives one duration everywhere it is mentioned', async ({ page }) => {
  await gotoHydrated(page, '/')
  await expect(page.getByText(/Takes about 3 minutes/)).toBeVisible()
  await gotoHydrated(page, '/investment-readiness')
  await expect(page.locator('main')).toContainText('It takes about 3 minutes and is free.')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /in about 3 minutes:/,
  )
  for (const path of ['/', '/investment-readiness']) {
    await gotoHydrated(page, path)
    const text = `${await page.locator('body').innerText()} ${await page
      .locator('meta[name="description"]')
      .getAttribute('content')}`
    expect(text).not.toMatch(/\b(two|2|three|five|5) minutes\b/i)
  }
})

test('a failed sign-in puts focus on its message', async ({ page }) => {
  await gotoHydrated(page, '/login')
  await page.getByLabel('Email').fill(uniqueEmail('nobody'))
  await page.getByLabel('Password').fill('wrong-password-9')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const message = page.getByRole('alert').filter({ hasText: 'Invalid email or password' })
  await expect(message).toBeFocused()
  // A second failure with the same message takes focus again.
  await page.getByLabel('Password').fill('wrong-password-10')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(message).toBeFocused()
})

test('joining the newsletter moves focus to the thank-you, and back to the field when it closes', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const home = page.getByRole('region', { name: /Join the community/ })
  const field = home.getByLabel('Email address')
  await field.fill(uniqueEmail('home-focus'))
  await home.getByRole('button', { name: 'Join Now' }).click()
  const popup = page.getByTestId('welcome-popup')
  await expect(popup).toBeFocused()
  await popup.getByRole('button', { name: 'Close' }).click()
  await expect(field).toBeFocused()

  await gotoHydrated(page, '/blog')
  const blog = page.getByRole('region', { name: 'Get Weekly Financial Tips' })
  await blog.getByLabel('Email address').fill('not-an-address')
  await blog.getByRole('button', { name: 'Subscribe' }).click()
  await expect(blog.getByLabel('Email address')).toBeFocused()
  await blog.getByLabel('Email address').fill(uniqueEmail('blog-focus'))
  await blog.getByRole('button', { name: 'Subscribe' }).click()
  await expect(blog.getByRole('status')).toBeFocused()
  await expect(blog.getByRole('status')).toContainText('Thank you!')
})

test('chart tabs move to the first and the last tab with Home and End', async ({ page }) => {
  await gotoHydrated(page, '/calculators/compound-interest')
  const tabs = page.getByRole('tablist', { name: 'Charts' }).getByRole('tab')
  const count = await tabs.count()
  expect(count).toBeGreaterThan(1)
  await tabs.first().focus()
  await page.keyboard.press('End')
  await expect(tabs.nth(count - 1)).toBeFocused()
  await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Home')
  await expect(tabs.first()).toBeFocused()
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
})

test('the mobile menu closes on Escape and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/')
  const toggle = page.locator('summary', { hasText: 'Menu' })
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await toggle.click()
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Investment Readiness' }).focus()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toBeFocused()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the navigation dropdowns and the mobile menu open', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/terms')
    const main = page.getByRole('navigation', { name: 'Main' })
    await main.locator('summary', { hasText: 'Calculators' }).click()
    await expect(main.getByRole('link', { name: /Dividend Calculator/ })).toBeVisible()
    await main.locator('summary', { hasText: 'Blog' }).click()
    await expect(main.getByRole('link', { name: 'Budgeting' })).toBeVisible()

    await page.setViewportSize(PHONE)
    await page.goto('/terms')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await page.locator('summary', { hasText: 'Menu' }).click()
    await expect(menu).toBeVisible()
    await menu.locator('summary', { hasText: 'Calculators' }).click()
    await menu.getByRole('link', { name: 'Retirement Savings' }).click()
    await expect(page).toHaveURL(/\/calculators\/retirement$/)
  })
})

test('portal stat cards keep long figures inside them at 390 px', async ({ page }) => {
  await joinStaffSession(page, DEMO_ADVISOR)
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/ria/dashboard')
  const cards = page.getByRole('region', { name: 'Your leads at a glance' }).locator('dl > div')
  await expect(cards).toHaveCount(4)
  // Figures as long as a very large account would show.
  await page.evaluate(() => {
    for (const value of document.querySelectorAll(
      '[aria-labelledby="stats-title"] dd:first-of-type',
    ))
      value.textContent = '12,345,678,901'
  })
  for (const card of await cards.all()) {
    const fits = await card.evaluate(
      (el) =>
        el.scrollWidth <= el.clientWidth &&
        [...el.children].every((child) => child.scrollWidth <= child.clientWidth),
    )
    expect(fits).toBe(true)
  }
})

test('the dashboard score chart has readable labels at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/login')
  await page.getByLabel('Email').fill('demo@wealthward.test')
  await page.getByLabel('Password').fill('wealthward-demo-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const chart = page
    .getByRole('region', { name: 'Investment Readiness score' })
    .getByRole('img', { name: /score history/ })
  await expect(chart).toBeVisible()
  // The axis labels are text beside the drawing, not in it, so a narrow screen does not shrink
  // them: each is drawn at its own font size, whatever the drawing's width.
  const sizes = await chart.evaluate((svg) => {
    const box = svg.closest('figure')!
    return [...box.querySelectorAll('[aria-hidden="true"] span')]
      .filter((label) => label.getBoundingClientRect().width > 0)
      .map((label) => Number.parseFloat(getComputedStyle(label).fontSize))
  })
  expect(sizes.length).toBeGreaterThan(5)
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12)
})

test('a meeting shows in the advisor’s time zone and the lead’s, and the form shows the time saved', async ({
  page,
}) => {
  await joinStaffSession(page, DEMO_ADVISOR)
  await gotoHydrated(page, '/ria/dashboard?status=QUALIFIED')
  await page.locator('tbody th a').first().click()
  await expect(page.getByRole('heading', { name: 'Assessment answers' })).toBeVisible()
  const meeting = page.getByRole('region', { name: 'Pipeline' })
  const field = meeting.getByLabel(/Schedule a meeting|Move the meeting to/)
  // The demo advisor's office is in Texas: Central time, with or without the page's script.
  await expect(meeting).toContainText('Date and time in your time zone (America/Chicago).')
  await field.fill('2027-06-02T14:30')
  await meeting.getByRole('button', { name: 'Save meeting' }).click()
  await expect(meeting.getByRole('status').filter({ hasText: 'Meeting saved' })).toHaveText(
    'Meeting saved for Jun 2, 2027, 2:30 PM CDT.',
  )
  await expect(meeting).toContainText(
    'Scheduled for Jun 2, 2027, 2:30 PM CDT your time (America/Chicago);',
  )
  await expect(meeting.getByLabel('Move the meeting to')).toHaveValue('2027-06-02T14:30')
})
