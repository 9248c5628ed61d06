import {
  expect,
  gotoHydrated,
  expectNoA11yViolations,
  outboxMessagesTo,
  test,
  uniqueEmail,
} from './fixtures'

// The specification's lengths: confetti 3 s, the welcome popup 5 s, a new emoji every 3 s.
const CONFETTI_MS = 3_000
const POPUP_MS = 5_000
const EMOJI_ROTATION_MS = 3_000

test('joining from the home page shows Joining…, the welcome popup with confetti, and emails the tracker', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  // Hold the request briefly so the busy state can be seen.
  await page.route('**/api/newsletter/subscribe', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  const email = uniqueEmail('joiner')
  const section = page.locator('#newsletter')
  await section.getByLabel('Email address').fill(email)
  await section.getByRole('button', { name: 'Join Now' }).click()
  await expect(section.getByRole('button', { name: 'Joining…' })).toBeDisabled()

  const popup = page.getByTestId('welcome-popup')
  await expect(popup).toBeVisible()
  await expect(popup).toContainText('Welcome to the Community')
  await expect(popup).toContainText('Success! Check your email for your free Excel tracker.')
  await expect(page.getByTestId('confetti')).toBeVisible()
  await expect(section.getByLabel('Email address')).toHaveValue('')

  // The confetti goes first, then the popup (their lengths are timed in the next test).
  await expect(page.getByTestId('confetti')).toBeHidden()
  await expect(popup).toBeVisible()
  await expectNoA11yViolations(page)
  await expect(popup).toBeHidden({ timeout: POPUP_MS + 5_000 })

  const messages = outboxMessagesTo(email)
  expect(messages).toHaveLength(1)
  expect(messages[0]).toContain('filename="wealthward-debt-tracker.xlsx"')
  expect(messages[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
})

test('the confetti lasts 3 seconds and the welcome popup 5, on the page’s clock', async ({
  page,
}) => {
  // The page's timers run only when the test moves its clock, so the lengths are exact however
  // busy the machine is.
  await page.clock.install()
  await gotoHydrated(page, '/')
  const section = page.locator('#newsletter')
  await section.getByLabel('Email address').fill(uniqueEmail('timed'))
  await page.clock.pauseAt(Date.now() + 1_000)
  await section.getByRole('button', { name: 'Join Now' }).click()
  const popup = page.getByTestId('welcome-popup')
  const confetti = page.getByTestId('confetti')
  // The answer is applied after a zero-length timer: move the clock a millisecond at a time.
  await expect
    .poll(async () => {
      await page.clock.runFor(1)
      return popup.count()
    })
    .toBe(1)
  await expect(confetti).toBeVisible()

  await page.clock.runFor(CONFETTI_MS - 100)
  await expect(confetti).toBeVisible()
  await page.clock.runFor(100)
  await expect(confetti).toBeHidden()
  await page.clock.runFor(POPUP_MS - CONFETTI_MS - 100)
  await expect(popup).toBeVisible()
  await page.clock.runFor(100)
  await expect(popup).toBeHidden()
})

test('no confetti for a visitor who prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoHydrated(page, '/')
  const section = page.locator('#newsletter')
  await section.getByLabel('Email address').fill(uniqueEmail('calm'))
  await section.getByRole('button', { name: 'Join Now' }).click()
  await expect(page.getByTestId('welcome-popup')).toBeVisible()
  await expect(page.getByTestId('confetti')).toHaveCount(0)
})

test.describe('when the sign-up service fails', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] })

  test('a failed sign-up shows the seed’s error text and keeps the address typed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    )
    const section = page.locator('#newsletter')
    await section.getByLabel('Email address').fill('keep.me@example.com')
    await section.getByRole('button', { name: 'Join Now' }).click()
    await expect(section.getByRole('alert')).toHaveText(
      'Oops! Something went wrong. Please try again.',
    )
    await expect(section.getByLabel('Email address')).toHaveValue('keep.me@example.com')
    await expect(page.getByTestId('welcome-popup')).toHaveCount(0)
  })
})

test('an address the server rejects is explained next to the field', async ({ page }) => {
  await gotoHydrated(page, '/')
  const section = page.locator('#newsletter')
  // Passes the browser's own check but not the server's (no dot in the domain).
  await section.getByLabel('Email address').fill('someone@localhost')
  await section.getByRole('button', { name: 'Join Now' }).click()
  await expect(section.getByText(/valid email address/)).toBeVisible()
  await expect(section.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')
  await expect(section.getByLabel('Email address')).toHaveValue('someone@localhost')
})

test('the emoji rotates every 3 seconds, on the page’s clock', async ({ page }) => {
  await page.clock.install()
  await gotoHydrated(page, '/')
  await page.clock.pauseAt(Date.now() + 1_000)
  const emoji = page.getByTestId('newsletter-emoji')
  // Step a tenth of a second at a time to a rotation, then time the next one from there (with a
  // step's slack either side, as the page may draw the change a moment after its timer).
  const first = await emoji.textContent()
  let steps = 0
  while ((await emoji.textContent()) === first && steps < EMOJI_ROTATION_MS / 100 + 5) {
    await page.clock.runFor(100)
    steps++
  }
  const second = (await emoji.textContent())!
  expect(second).not.toBe(first)
  await page.clock.runFor(EMOJI_ROTATION_MS - 300)
  await expect(emoji).toHaveText(second)
  await page.clock.runFor(300)
  await expect(emoji).not.toHaveText(second)
})

test('without JavaScript the form still subscribes and the page says so; a rejected address is shown again to correct', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/')
  // Passes the browser's own check but not the server's: the sign-up page explains it.
  await page.locator('#newsletter').getByLabel('Email address').fill('someone@localhost')
  await page.locator('#newsletter').getByRole('button', { name: 'Join Now' }).click()
  await expect(page).toHaveURL(/\/newsletter$/)
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    /valid email address/,
  )
  const field = page.getByLabel('Email address')
  await expect(field).toHaveValue('someone@localhost')
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  const email = uniqueEmail('noscript')
  await field.fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  // Back to the form's own page, which says it worked.
  await expect(page).toHaveURL(/\/\?newsletter=subscribed#newsletter$/)
  await expect(page.locator('#newsletter').getByRole('status')).toContainText(
    'Success! Check your email',
  )
  expect(outboxMessagesTo(email)).toHaveLength(1)
  await context.close()
})

test('the sign-up page checks the address as the server does, and signs up', async ({ page }) => {
  await gotoHydrated(page, '/newsletter?source=blog&returnTo=/blog')
  await expect(page).toHaveTitle(/^Weekly Financial Tips \| Wealthward$/)
  const field = page.getByLabel('Email address')
  await field.fill('someone@localhost')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toBeFocused()
  await expect(summary).toContainText(/valid email address/)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)

  const email = uniqueEmail('page')
  await field.fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('status')).toContainText('Success! Check your email')
  await expect.poll(() => outboxMessagesTo(email).length).toBe(1)
})

test('the unsubscribe link in the welcome email unsubscribes after one confirmation', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('leaving')
  const response = await request.post('/api/newsletter/subscribe', {
    data: { email, source: 'home' },
  })
  expect(response.status()).toBe(200)
  const [message] = outboxMessagesTo(email)
  const link = /https?:\/\/[^/\s"<>]+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(message!)?.[0]
  expect(link).toBeTruthy()
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await expect(page.getByText(/Stop sending the weekly newsletter to/)).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('status')).toContainText('You are unsubscribed')
  await page.reload()
  await expect(page.getByText('You are unsubscribed', { exact: false })).toBeVisible()
})
