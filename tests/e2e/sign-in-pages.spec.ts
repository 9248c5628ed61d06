import {
  createAccount,
  emailedLink,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  outboxMessagesTo,
  test,
  uniqueEmail,
} from './fixtures'

const STRONG_PASSWORD = 'plum-Tree-48'
const SIGNUP_ANSWER =
  "Check your email to finish: we've sent a message to that address with the next step."

test('sign-up: the button waits for the agreement, errors keep what was typed, and the emailed link finishes it', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await gotoHydrated(page, '/signup?redirect=/calculators')
  await expect(page).toHaveTitle(/^Sign Up \| Wealthward$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Start Your Journey' })).toBeVisible()
  await expect(page.getByLabel('Send me weekly tips and the free Excel debt tracker')).toBeChecked()
  const create = page.getByRole('button', { name: 'Create Free Account' })
  await expect(create).toBeDisabled()

  const email = uniqueEmail('signup-page')
  await page.getByLabel('First name').fill('Avery')
  await page.getByLabel('Last name').fill('Stone')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('short1')
  await page.getByLabel('Start investing').check()
  await page.getByLabel(/I agree to the/).check()
  await expect(create).toBeEnabled()
  await create.click()

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link')).toHaveText(
    'Must be at least 8 characters with a mix of letters and numbers',
  )
  await expect(page.getByLabel('First name')).toHaveValue('Avery')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel('Start investing')).toBeChecked()
  await expectNoA11yViolations(page)

  await page.getByLabel('Password').fill(STRONG_PASSWORD)
  await page.getByRole('button', { name: 'Create Free Account' }).click()
  const sent = page.getByRole('status').filter({ hasText: SIGNUP_ANSWER })
  await expect(sent).toBeFocused()
  await expect(sent).toContainText(`It went to ${email}.`)
  await expectNoA11yViolations(page)
  // Nobody is signed in until the emailed link's button is pressed.
  expect((await page.request.get('/api/user/me')).status()).toBe(401)

  await gotoHydrated(page, await emailedLink(email, '/signup/confirm'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finish creating your account')
  await expect(page.getByText(`For ${email}, signed up as Avery Stone.`)).toBeVisible()
  expect((await page.request.get('/api/user/me')).status()).toBe(401)
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Confirm my email and sign in' }).click()
  await expect(page).toHaveURL(/\/calculators$/)
  const me = await page.request.get('/api/user/me')
  expect(await me.json()).toMatchObject({
    user: { email, firstName: 'Avery', goals: ['invest'], emailVerified: true },
  })

  // Signing up again with that address gets the same page; the email says the account exists.
  await page.context().clearCookies()
  await gotoHydrated(page, '/signup')
  await page.getByLabel('First name').fill('Avery')
  await page.getByLabel('Last name').fill('Stone')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('other-Pass-99')
  await page.getByLabel(/I agree to the/).check()
  await page.getByRole('button', { name: 'Create Free Account' }).click()
  await expect(page.getByRole('status').filter({ hasText: SIGNUP_ANSWER })).toContainText(
    `It went to ${email}.`,
  )
  await expect
    .poll(() =>
      outboxMessagesTo(email).some((m) =>
        m.includes('Subject: You already have a Wealthward account'),
      ),
    )
    .toBe(true)
})

test('sign-in: a wrong password shows the seed message; the right one returns to the redirect path', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('login-page')
  await createAccount(request, { email, password: STRONG_PASSWORD })

  await gotoHydrated(page, '/login?redirect=/calculators/dividend')
  await expect(page).toHaveTitle(/^Login \| Wealthward$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/signup?redirect=%2Fcalculators%2Fdividend',
  )
  // Social buttons appear only when a provider is configured (not in this test server).
  await expect(page.getByRole('link', { name: /Continue with/ })).toHaveCount(0)

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('not-the-Password-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expectNoA11yViolations(page)

  await page.getByLabel('Password').fill(STRONG_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/calculators\/dividend$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('both forms post to their pages and show the same errors', async ({ page }) => {
    await page.goto('/signup')
    // The agreement is checked by the server when the browser cannot disable the button.
    await page.getByLabel('First name').fill('Noel')
    await page.getByLabel('Last name').fill('Park')
    await page.getByLabel('Email').fill(uniqueEmail('nojs'))
    await page.getByLabel('Password').fill(STRONG_PASSWORD)
    await page.getByRole('button', { name: 'Create Free Account' }).click()
    await expect(page.getByRole('link', { name: /Please agree to the Terms/ })).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveValue('Noel')

    await page.goto('/login')
    await page.getByLabel('Email').fill('nobody.at.all@example.com')
    await page.getByLabel('Password').fill('whatever-Pass-1')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Invalid email or password')).toBeVisible()
  })
})

test('an absolute or protocol-relative redirect is not followed', async ({ page, request }) => {
  const email = uniqueEmail('open-redirect')
  await createAccount(request, { email, password: STRONG_PASSWORD })
  for (const target of ['https://evil.example/', '//evil.example/x']) {
    await page.context().clearCookies()
    await gotoHydrated(page, `/login?redirect=${encodeURIComponent(target)}`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(STRONG_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname !== '/login')
    expect(page.url()).not.toContain('evil.example')
    expect(new URL(page.url()).pathname).toBe('/dashboard')
  }
})

test('a form posted from another site is refused', async ({ request, baseURL }) => {
  const response = await request.post('/api/auth/login', {
    headers: { Origin: 'https://evil.example' },
    data: { email: 'someone@example.com', password: 'whatever-1' },
  })
  expect(response.status()).toBe(403)
  expect(await response.json()).toEqual({ error: 'Cross-site request refused.' })
  const sameSite = await request.post('/api/auth/login', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { email: 'someone@example.com', password: 'whatever-1' },
  })
  expect(sameSite.status()).toBe(401)
})

test('both pages fit a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/login', '/signup']) {
    await gotoHydrated(page, path)
    expect(await horizontalOverflow(page)).toBe(0)
  }
})

test('every sign-in page offers an emailed link, which signs in only when its button is pressed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  for (const path of ['/ria/login', '/admin/login']) {
    await gotoHydrated(page, path)
    await expect(page.getByRole('link', { name: 'Email me a sign-in link' })).toHaveAttribute(
      'href',
      '/login/link',
    )
  }
  const email = uniqueEmail('link-page')
  await createAccount(request, { email, password: STRONG_PASSWORD })

  await gotoHydrated(page, '/login?redirect=/calculators')
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click()
  await expect(page).toHaveURL(/\/login\/link\?redirect=%2Fcalculators$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email me a sign-in link')
  await expectNoA11yViolations(page)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  const sent = page.getByRole('status').filter({
    hasText: "If an account exists for that address, we've emailed it a sign-in link.",
  })
  await expect(sent).toBeFocused()

  const link = await emailedLink(email, '/login/link/open')
  await gotoHydrated(page, link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Wealthward')
  await expect(page.getByText(`As ${email}.`)).toBeVisible()
  // Opening the link, as a mail scanner would, signed nobody in.
  expect((await page.request.get('/api/user/me')).status()).toBe(401)
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/calculators$/)
  expect((await page.request.get('/api/user/me')).status()).toBe(200)

  await gotoHydrated(page, link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link cannot be used')
  await expect(page.getByRole('alert')).toContainText('This sign-in link is not valid')
})
