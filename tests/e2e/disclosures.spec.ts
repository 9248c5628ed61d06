import type { Page } from '@playwright/test'
import {
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  output,
  outboxMessagesTo,
  test,
  uniqueEmail,
} from './fixtures'

const CTA_NOTE =
  'we share them with up to 5 registered investment advisors who pay Wealthward for introductions, unless you choose “Just show my score”'
const SCORE_ONLY = 'Just show my score'
const INTRODUCE = 'Show my score and introduce me to advisors'

// Ready to invest, in Ohio, where the demo seed registers advisors.
const FINANCES: Record<string, string> = {
  Age: '41',
  'Annual income': '140,000',
  'Monthly expenses': '5500',
  'Total debt': '0',
  'Emergency fund': '45000',
  'Investable assets': '$200,000',
  'Credit score (optional)': '790',
}

/**
 * Every button-styled link to the assessment in the page's main content has the disclosure note
 * within a few levels of it (the same panel), not only somewhere on the page.
 */
async function expectEveryAssessmentCtaDisclosed(page: Page) {
  const found = await page.locator('main').evaluate((main) => {
    const links = Array.from(
      main.querySelectorAll<HTMLAnchorElement>(
        'a.btn-primary[href="/investment-readiness"], a.btn-secondary[href="/investment-readiness"]',
      ),
    )
    return links.map((link) => {
      let node: HTMLElement | null = link
      for (let level = 0; node && level < 4; level++, node = node.parentElement)
        if (node.querySelector('[data-disclosure="assessment-cta"]')) return true
      return false
    })
  })
  expect(found.length, 'calls to action for the assessment').toBeGreaterThan(0)
  expect(found.every(Boolean), 'each call to action has the note beside it').toBe(true)
  await expect(page.locator('[data-disclosure="assessment-cta"]').first()).toContainText(CTA_NOTE)
}

test('home, a calculator, an article and the 404 page say beside each assessment button who gets qualified results', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/calculators/debt-freedom',
    '/blog/choosing-a-financial-advisor',
    '/no-such-page',
  ]) {
    await gotoHydrated(page, path)
    await expectEveryAssessmentCtaDisclosed(page)
  }
})

test('the home testimonials are labelled illustrative at the text’s size, with no name or city', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const stories = page.locator('[data-testimonial="illustrative"]')
  await expect(stories).toHaveCount(3)
  for (const story of await stories.all()) {
    const label = story.getByText('Illustrative example, not a real customer:')
    const quote = story.locator('blockquote p')
    await expect(label).toBeVisible()
    const [labelSize, quoteSize] = await Promise.all([
      label.evaluate((el) => getComputedStyle(el).fontSize),
      quote.evaluate((el) => getComputedStyle(el).fontSize),
    ])
    expect(labelSize).toBe(quoteSize)
    // No "Name X." and no "City, ST".
    await expect(story).not.toContainText(/\b[A-Z][a-z]+ [A-Z]\.|, [A-Z]{2}\b/)
  }
})

test('score only, end to end: the full result with no contact details asked, nothing shared, no lead cookie', async ({
  page,
}) => {
  await gotoHydrated(page, '/investment-readiness')
  await expect(page.locator('[data-disclosure="lead-sharing"]')).toContainText(
    'up to 5 registered investment advisors, who pay Wealthward a flat monthly fee for introductions',
  )
  // Contact details and the phone consent belong to introductions only; switching keeps them.
  await page.getByLabel(INTRODUCE).check()
  await page.getByLabel('First name').fill('Casey')
  await page.getByLabel(SCORE_ONLY).check()
  await expect(page.getByLabel('First name')).toBeHidden()
  await expect(page.getByLabel('Email', { exact: true })).toBeHidden()
  await expect(page.getByLabel(/call or text me/)).toBeHidden()
  await page.getByLabel(INTRODUCE).check()
  await expect(page.getByLabel('First name')).toHaveValue('Casey')
  await page.getByLabel(SCORE_ONLY).check()
  for (const [label, value] of Object.entries(FINANCES))
    await page.getByLabel(label, { exact: true }).fill(value)
  const answer = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && new URL(r.url()).pathname === '/investment-readiness.data',
  )
  await page.getByRole('button', { name: 'Get My Score' }).click()
  // The name typed before choosing score only was never sent, and the page's action took it.
  const sent = (await answer).request().postData() ?? ''
  expect(sent).toContain('matching=score-only')
  expect(sent).not.toContain('Casey')
  expect((await answer).status()).toBe(200)

  expect(Number(await output(page, 'score').textContent())).toBeGreaterThanOrEqual(75)
  await expect(page.getByTestId('readiness-level')).toHaveText('Investment Ready')
  const items = page.getByRole('region', { name: 'Action items' }).getByRole('listitem')
  expect(await items.count()).toBeGreaterThanOrEqual(3)
  const note = page.getByRole('region', { name: 'Not shared with any advisor' })
  await expect(note).toContainText('You chose “Just show my score”')
  await expect(page.getByRole('region', { name: 'Your matched advisors' })).toHaveCount(0)
  const cookies = await page.context().cookies()
  expect(cookies.map((c) => c.name)).not.toContain('ww_lead')
  await expectNoA11yViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
})

test('introductions: the phone consent wording, then each advisor shown with how we are paid, on the page and in the email', async ({
  page,
}) => {
  await gotoHydrated(page, '/investment-readiness')
  await page.getByLabel(INTRODUCE).check()
  const consent = page.getByLabel('Advisors may also call or text me at the number above.')
  await expect(consent).not.toBeChecked()
  const wording = page.locator('#phoneConsent-text')
  for (const part of [
    'up to 5, named on my results',
    'automated technology',
    'prerecorded or artificial-voice messages',
    'not a condition of any purchase or service',
    'replying STOP',
    'link in every email',
    'Message and data rates may apply',
  ])
    await expect(wording).toContainText(part)

  const email = uniqueEmail('disclosed')
  await page.getByLabel('First name').fill('Casey')
  await page.getByLabel('Last name').fill('Example')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Phone (optional)').fill('216-555-0142')
  await page.getByLabel('City').fill('Cleveland')
  await page.getByLabel('State').selectOption('OH')
  for (const [label, value] of Object.entries(FINANCES))
    await page.getByLabel(label, { exact: true }).fill(value)
  await consent.check()
  await page.getByRole('button', { name: 'Get My Score' }).click()

  const advisors = page.getByRole('region', { name: 'Your matched advisors' })
  await expect(advisors).toBeVisible()
  const paid = advisors.locator('[data-disclosure="advisor-payment"]')
  await expect(paid).toContainText('pays Wealthward a flat fee of $997 a month')
  await expect(paid).toContainText('conflict of interest')
  await expect(paid).toContainText('does not endorse, recommend or rate any advisor')
  // Phone consent, once the advisors are known, names them.
  const firstName = (await advisors.locator('li p.text-lg').first().textContent()) ?? ''
  await expect(advisors.locator('p').first()).toContainText(
    `because you ticked that box: ${firstName}`,
  )

  await expect
    .poll(() => outboxMessagesTo(email).join('\n'), { timeout: 15_000 })
    .toContain('conflict of interest')
  const message = outboxMessagesTo(email).join('\n')
  expect(message).toContain('$997 a month')
  expect(message).toMatch(/does not\s+endorse, recommend or rate any advisor/)
})

test('/ria states the $997 fee and what a partner may and may not claim about being matched', async ({
  page,
}) => {
  await gotoHydrated(page, '/ria')
  await expect(page.getByRole('region', { name: 'The partner plan' })).toContainText(
    'A flat fee of $997 a month per advisor',
  )
  const claims = page.locator('[data-disclosure="advisor-claims"]')
  await expect(claims.getByRole('heading', { name: 'You may', exact: true })).toBeVisible()
  await expect(claims.getByRole('heading', { name: 'You may not', exact: true })).toBeVisible()
  await expect(claims).toContainText('recommends, endorses, rates, ranks, vetted or chose you')
  await expect(claims).toContainText('conflict of interest')
})
