import { expect, gotoHydrated, expectNoA11yViolations, test, uniqueEmail } from './fixtures'

for (const [path, heading] of [
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
] as const) {
  test(`${path} is a real, accessible, noindex legal page`, async ({ page, baseURL }) => {
    const response = await gotoHydrated(page, path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${heading} | Wealthward`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`)
    await expect(page.getByRole('main')).toContainText('up to 5')
    await expect(page.getByRole('main')).toContainText('18')
    await expectNoA11yViolations(page)
  })
}

test('the privacy policy covers CCPA rights and Global Privacy Control', async ({ page }) => {
  await gotoHydrated(page, '/privacy')
  const main = page.getByRole('main')
  await expect(main).toContainText('Global Privacy Control')
  await expect(main).toContainText('California')
  for (const caption of [
    /^Categories of personal information/,
    'The cookies Wealthward sets',
    'Retention schedule',
  ])
    await expect(main.getByRole('table', { name: caption })).toBeVisible()
})

test('the do-not-sell form explains problems, then records a valid request', async ({ page }) => {
  await gotoHydrated(page, '/do-not-sell')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Do Not Sell or Share My Personal Information' }),
  ).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Send request' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link', { name: 'Enter your email address' })).toHaveAttribute(
    'href',
    '#field-email',
  )
  await expect(page.getByLabel('Email address you used with us')).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expectNoA11yViolations(page)

  await page.getByLabel('Full name (optional)').fill('Pat Example')
  await page.getByLabel('Email address you used with us').fill('not-an-email')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'valid email',
  )
  await expect(page.getByLabel('Full name (optional)')).toHaveValue('Pat Example')

  await page.getByLabel('Email address you used with us').fill(uniqueEmail('optout'))
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('status')).toContainText('Your request is recorded.')
})

test('a browser sending Global Privacy Control is told it counts as an opt-out', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'Sec-GPC': '1' } })
  const page = await context.newPage()
  await gotoHydrated(page, '/do-not-sell')
  await expect(page.getByRole('note')).toContainText('Global Privacy Control signal')
  await context.close()
})

test('an unknown page answers 404 with a helpful, noindex page', async ({ page }) => {
  const response = await gotoHydrated(page, '/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { level: 1, name: 'We can’t find that page' }),
  ).toBeVisible()
  await expect(page).toHaveTitle('Page Not Found | Wealthward')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  await expect(page.getByRole('main').getByRole('link', { name: 'Home page' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('healthz, robots.txt and sitemap.xml answer from the running server', async ({
  request,
  baseURL,
}) => {
  const health = await request.get('/healthz')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok' })

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(robots).toContain('Disallow: /api/')

  // A missing hashed asset is a plain, cheap 404 (not the HTML not-found page).
  const asset = await request.get('/assets/no-such-file-0000.js')
  expect(asset.status()).toBe(404)
  expect(asset.headers()['content-type']).toContain('text/plain')

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  expect(xml).toContain(`<loc>${baseURL}/</loc>`)
  expect(xml).not.toContain('/terms')
  expect(xml).not.toContain('/api/')
})

test('the API answers every kind of bad request with a 4xx JSON body over HTTP', async ({
  request,
}) => {
  const url = '/api/newsletter/subscribe'
  const valid = await request.post(url, { data: { email: uniqueEmail('api'), source: 'home' } })
  expect(valid.status()).toBe(200)

  const malformed = await request.post(url, {
    headers: { 'Content-Type': 'application/json' },
    data: '{"email":',
  })
  expect(malformed.status()).toBe(400)
  expect((await malformed.json()).error).toBeTruthy()

  const wrongType = await request.post(url, {
    headers: { 'Content-Type': 'text/plain' },
    data: 'hello',
  })
  expect(wrongType.status()).toBe(415)

  const oversized = await request.post(url, {
    headers: { 'Content-Type': 'application/json' },
    data: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(300_000) }),
  })
  expect(oversized.status()).toBe(413)
  expect((await oversized.json()).error).toMatch(/too large/)

  const missing = await request.post(url, { data: {} })
  expect(missing.status()).toBe(400)
  expect((await missing.json()).fieldErrors.email).toBeTruthy()

  const get = await request.get(url)
  expect(get.status()).toBe(405)

  const unknown = await request.get('/api/no-such-endpoint')
  expect(unknown.status()).toBe(404)
  expect((await unknown.json()).error).toBe('No such API endpoint.')
})
