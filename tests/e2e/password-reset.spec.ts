import {
  createAccount,
  emailedLink,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  outboxMessagesTo,
  test,
  uniqueEmail,
} from './fixtures'

const NEUTRAL_ANSWER =
  "If an account exists for that address, we've sent a link to reset your password. It works for 1 hour."

/** The path and query of the newest reset link emailed to `email`. */
async function resetLinkFor(email: string) {
  let link: string | undefined
  await expect
    .poll(() => {
      const links = outboxMessagesTo(email)
        .filter((message) => message.includes('Subject: Reset your Wealthward password'))
        .join('\n')
        .match(/https?:\/\/[^/\s"<>]+\/reset-password\?token=[\w-]+/g)
      link = links?.at(-1)
      return link
    })
    .toBeTruthy()
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

test('a forgotten password is reset from the emailed link, which then stops working', async ({
  page,
  context,
}) => {
  // Sign-up, two sign-ins and five accessibility scans: longer than one page's test.
  test.setTimeout(60_000)
  const email = uniqueEmail('forgetful')
  const oldPassword = 'plum-Tree-48'
  const newPassword = 'fresh-Start-2026'

  await gotoHydrated(page, '/signup')
  await page.getByLabel('First name').fill('Jordan')
  await page.getByLabel('Last name').fill('Rivera')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(oldPassword)
  await page.getByLabel(/I agree to the/).check()
  await page.getByRole('button', { name: 'Create Free Account' }).click()
  await gotoHydrated(page, await emailedLink(email, '/signup/confirm'))
  await page.getByRole('button', { name: 'Confirm my email and sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await context.clearCookies()

  await gotoHydrated(page, '/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?')
  await expectNoA11yViolations(page)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a reset link' }).click()
  const confirmation = page.getByRole('status').filter({ hasText: NEUTRAL_ANSWER })
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toBeFocused()
  await expectNoA11yViolations(page)

  const link = await resetLinkFor(email)
  await gotoHydrated(page, link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
  await expect(page.getByText(`For the account ${email}.`)).toBeVisible()
  await expectNoA11yViolations(page)

  // A typo in the confirmation is caught before anything changes.
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill('fresh-Start-2062')
  await page.getByRole('button', { name: 'Save new password' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('The two passwords do not match')
  await expectNoA11yViolations(page)

  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/login\?reset=done$/)
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Sign in with your new password.',
  )

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(oldPassword)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await page.getByLabel('Password').fill(newPassword)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  const me = await page.request.get('/api/user/me')
  expect(me.status()).toBe(200)
  expect((await me.json()).user).toMatchObject({ email, emailVerified: true })

  // The link worked once.
  await gotoHydrated(page, link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link cannot be used')
  await expect(page.getByRole('alert')).toContainText('This password reset link is not valid')
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
})

test('without JavaScript a password can be reset, and an unknown address gets the same answer', async ({
  browser,
  baseURL,
  request,
}) => {
  const email = uniqueEmail('noscript.reset')
  await createAccount(request, { email, password: 'plum-Tree-48' })

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  for (const address of [uniqueEmail('nobody'), email]) {
    await page.goto('/forgot-password')
    await page.getByLabel('Email').fill(address)
    await page.getByRole('button', { name: 'Email me a reset link' }).click()
    await expect(page.getByRole('status')).toContainText(NEUTRAL_ANSWER)
  }

  await page.goto(await resetLinkFor(email))
  await page.getByLabel('New password', { exact: true }).fill('quiet-Night-77')
  await page.getByLabel('Confirm new password').fill('quiet-Night-77')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/login\?reset=done$/)
  await expect(page.getByRole('status')).toContainText('Your password has been changed.')
  await context.close()

  const login = await request.post('/api/auth/login', {
    data: { email, password: 'quiet-Night-77' },
  })
  expect(login.status()).toBe(200)
})
