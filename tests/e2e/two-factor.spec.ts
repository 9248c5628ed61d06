import type { Page } from '@playwright/test'
import decodeQR from 'qr/decode.js'
import { currentTotp, totpSteps } from '../totp'
import {
  DEMO_ADMIN,
  DEMO_ADVISOR,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  outboxMessagesTo,
  test,
  uniqueEmail,
  joinStaffSession,
  withTotpCode,
} from './fixtures'

/** Checks a page at phone width (390 px): nothing scrolls sideways, and axe passes there too. */
async function fitsPhone(page: Page) {
  const size = page.viewportSize()!
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await horizontalOverflow(page), page.url()).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)
  await page.setViewportSize(size)
}

/** What a phone's camera would read from the QR code on the page: drawn to a canvas, decoded. */
async function readQrCode(page: Page) {
  const image = await page.getByTestId('two-factor-qr').evaluate(async (svg) => {
    const xml = new XMLSerializer().serializeToString(svg)
    const picture = new Image()
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`
    await picture.decode()
    const size = 400
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext('2d')!
    context.drawImage(picture, 0, 0, size, size)
    return {
      width: size,
      height: size,
      data: Array.from(context.getImageData(0, 0, size, size).data),
    }
  })
  return decodeQR({ ...image, data: Uint8Array.from(image.data) })
}

test('an administrator signs in with the code from the app; a wrong code is refused', async ({
  page,
}) => {
  // Several pages checked with axe, and the code may wait for the app's next one.
  test.setTimeout(120_000)
  await gotoHydrated(page, '/admin/login?redirect=%2Fadmin%2Faudit')
  await page.getByLabel('Email').fill(DEMO_ADMIN.email)
  await page.getByLabel('Password').fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()

  // The password opened the second step, not the admin area.
  await expect(page).toHaveURL(/\/login\/two-factor$/)
  await expect(page).toHaveTitle(/^Two-Step Verification \| Wealthward$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Step Verification' })).toBeVisible()
  await expect(page.getByText(`Signing in as ${DEMO_ADMIN.email}.`)).toBeVisible()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expectNoA11yViolations(page)
  await fitsPhone(page)
  // Going elsewhere does not get round it.
  const skipped = await page.request.get('/admin/audit', { maxRedirects: 0 })
  expect(skipped.status()).toBe(302)
  expect(skipped.headers().location).toMatch(/^\/admin\/login\?redirect=/)

  await page.getByLabel('Code').fill('12ab')
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toBeFocused()
  await page.getByLabel('Code').fill(totpSteps(DEMO_ADMIN.totpSecret, 5))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('That code is not right.')
  await expectNoA11yViolations(page)

  await withTotpCode(DEMO_ADMIN, async (code) => {
    await page.getByLabel('Code').fill(code)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page).toHaveURL(/\/admin\/audit$/)
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()

  await gotoHydrated(page, '/admin/security')
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()
  const twoFactor = page.getByRole('region', { name: 'Two-step verification' })
  await expect(twoFactor).toContainText('required for administrators')
  await expect(twoFactor.getByRole('button', { name: /Turn off/ })).toHaveCount(0)
  await expectNoA11yViolations(page)
  await fitsPhone(page)
})

test('a new advisor turns on two-step verification from the QR code, then signs in with a recovery code', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  // An administrator adds the advisor and sends the invite.
  const email = uniqueEmail('e2e-totp')
  const crd = String(10_000_000 + Math.floor(Math.random() * 89_999_999))
  await joinStaffSession(page, DEMO_ADMIN)
  await gotoHydrated(page, '/admin/advisors/new')
  await page.getByLabel('Name').fill(`Quinn Code ${crd}`)
  await page.getByLabel('Firm').fill('Second Factor Advisers')
  await page.getByLabel('CRD number').fill(crd)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Office city').fill('Tulsa')
  await page.getByLabel('Office state').selectOption('OK')
  await page.getByLabel('Oklahoma').check()
  await page.getByLabel('Minimum investable assets (US dollars)').fill('0')
  await page.getByLabel('Monthly capacity').fill('5')
  await page.getByRole('button', { name: 'Add advisor' }).click()
  await page.getByRole('button', { name: 'Send invite' }).click()
  await expect.poll(() => outboxMessagesTo(email).length).toBe(1)
  const link = outboxMessagesTo(email)[0]!.match(
    /http:\/\/[^\s"<>]+\/ria\/set-password\?token=[\w-]+/,
  )?.[0]
  expect(link).toBeTruthy()

  // The advisor, in a browser of their own, sets a password and signs in: no code yet.
  const context = await browser.newContext()
  const advisor = await context.newPage()
  await advisor.goto(link!)
  await advisor.getByLabel('New password', { exact: true }).fill('copper-Kite-61')
  await advisor.getByLabel('Confirm new password').fill('copper-Kite-61')
  await advisor.getByRole('button', { name: 'Save password' }).click()
  await expect(advisor).toHaveURL(/\/ria\/login\?password=set$/)
  await advisor.getByLabel('Email').fill(email)
  await advisor.getByLabel('Password').fill('copper-Kite-61')
  await advisor.getByRole('button', { name: 'Sign In' }).click()
  await expect(advisor).toHaveURL(/\/ria\/dashboard$/)

  await advisor.getByRole('link', { name: 'Security' }).click()
  await expect(advisor.getByRole('heading', { level: 1, name: 'Account Security' })).toBeVisible()
  await advisor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await advisor.getByRole('button', { name: 'Set up two-step verification' }).click()

  // The QR code and the key as text say the same thing.
  const qr = advisor.getByRole('img', { name: 'QR code for your authenticator app' })
  await expect(qr).toBeVisible()
  const secret = (await advisor.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  expect(await readQrCode(advisor)).toBe(
    `otpauth://totp/Wealthward:${email}?secret=${secret}&issuer=Wealthward`,
  )
  await expectNoA11yViolations(advisor)
  await fitsPhone(advisor)

  await advisor.getByLabel('Code from your app').fill(currentTotp(secret))
  await advisor.getByRole('button', { name: 'Turn on two-step verification' }).click()
  await expect(advisor.getByRole('status').filter({ hasText: 'is on' })).toBeVisible()
  const listed = advisor.getByTestId('recovery-codes').getByRole('listitem')
  await expect(listed).toHaveCount(10)
  const codes = await listed.allInnerTexts()
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  await expectNoA11yViolations(advisor)
  await fitsPhone(advisor)

  // Signed out, the password alone is not enough; a recovery code stands in for the app once.
  await advisor.getByRole('button', { name: 'Logout' }).click()
  await expect(advisor).toHaveURL(/\/ria\/login$/)
  await advisor.getByLabel('Email').fill(email)
  await advisor.getByLabel('Password').fill('copper-Kite-61')
  await advisor.getByRole('button', { name: 'Sign In' }).click()
  await expect(advisor).toHaveURL(/\/login\/two-factor$/)
  await advisor.getByLabel('Code').fill(codes[0]!)
  await advisor.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(advisor).toHaveURL(/\/ria\/dashboard$/)
  await gotoHydrated(advisor, '/ria/security')
  await expect(advisor.getByText('9 of your 10 recovery codes are unused.')).toBeVisible()
  await context.close()
})

test('the demo advisor signs in with a code from the key in the README', async ({ page }) => {
  test.setTimeout(90_000)
  const api = await page.request.post('/api/ria/login', {
    data: { email: DEMO_ADVISOR.email, password: DEMO_ADVISOR.password },
  })
  expect(api.status()).toBe(401)
  expect(await api.json()).toMatchObject({ twoFactorRequired: true })

  await gotoHydrated(page, '/ria/login')
  await page.getByLabel('Email').fill(DEMO_ADVISOR.email)
  await page.getByLabel('Password').fill(DEMO_ADVISOR.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/login\/two-factor$/)
  await withTotpCode(DEMO_ADVISOR, async (code) => {
    await page.getByLabel('Code').fill(code)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page).toHaveURL(/\/ria\/dashboard$/)
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Advisor Dashboard' })).toBeVisible()
})

test('the privacy policy says what two-step verification keeps, and how', async ({ page }) => {
  await gotoHydrated(page, '/privacy')
  const accounts = page.locator('ul').filter({ hasText: 'use two-step verification' })
  await expect(accounts).toContainText('stored encrypted, with the encryption key kept outside')
  await expect(accounts).toContainText('recovery codes (stored only as irreversible hashes')
  await expect(page.locator('#security + ul')).toContainText(
    'When your password changes, every other device signed in to your account is signed out and we email you.',
  )
})
