import { createHash } from 'node:crypto'
import { expect, expectNoA11yViolations, gotoHydrated, horizontalOverflow, test } from './fixtures'

test('home renders its sections with no console errors and no accessibility violations', async ({
  page,
}) => {
  const failedRequests: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 400) failedRequests.push(`${r.status()} ${r.url()}`)
  })
  const response = await gotoHydrated(page, '/')
  expect(response?.status()).toBe(200)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Escape Debt. Build Wealth. Live Free.' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Take Free Assessment' })).toHaveAttribute(
    'href',
    '/investment-readiness',
  )
  await expect(page.getByRole('link', { name: 'Debt Calculator' })).toHaveAttribute(
    'href',
    '/calculators/debt-freedom',
  )
  await expect(page.getByRole('heading', { name: 'The 6-step method' })).toBeVisible()
  await expect(page.locator('ol >> li')).toHaveCount(6)
  await expect(page.getByText('Illustrative examples', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get My Free Readiness Score' })).toHaveAttribute(
    'href',
    '/investment-readiness',
  )
  await page.waitForLoadState('networkidle')
  expect(failedRequests, 'requests answered with an error').toEqual([])
  await expectNoA11yViolations(page)
})

test('the six method cards link where the seed says', async ({ page }) => {
  await gotoHydrated(page, '/')
  const hrefs = await page
    .locator('ol > li a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual([
    '/calculators/emergency-fund',
    '/calculators/debt-freedom',
    '/calculators/emergency-fund',
    '/blog?category=financial-education',
    '/blog?category=investing-basics',
    '/blog?category=success-stories',
  ])
})

test('home metadata: title, canonical, robots, social tags, theme colour and JSON-LD', async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, '/')
  await expect(page).toHaveTitle('Wealthward')
  const head = page.locator('head')
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`)
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /debt/)
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /debt/)
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2563eb')
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US')
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  )
  const image = await head.locator('meta[property="og:image"]').getAttribute('content')
  const imageResponse = await page.request.get(image!)
  expect(imageResponse.headers()['content-type']).toBe('image/png')
  const png = await imageResponse.body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
  const website = jsonLd
    .map((t) => JSON.parse(t) as Record<string, unknown>)
    .find((d) => d['@type'] === 'WebSite')
  expect(JSON.stringify(website)).toContain(`${baseURL}/blog?q={search_term_string}`)
})

test('an anonymous page allows exactly its inline scripts by hash, and the security headers', async ({
  page,
}) => {
  const response = await gotoHydrated(page, '/')
  const headers = response!.headers()
  const csp = headers['content-security-policy']!
  expect(csp).toBeTruthy()
  expect(headers['content-security-policy-report-only']).toBeUndefined()
  expect(csp).not.toMatch(/'nonce-/)
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['strict-transport-security']).toContain('max-age=')
  // The page is the same for every anonymous visitor: a shared cache may keep it, and a browser
  // that has it gets a 304.
  expect(headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/)
  expect(headers.etag).toMatch(/^"[\w-]+"$/)
  const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1])
  const inline = await page
    .locator('script:not([src]):not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
  expect(inline.length).toBeGreaterThan(0)
  for (const text of inline)
    expect(allowed).toContain(createHash('sha256').update(text, 'utf8').digest('base64'))
  const again = await page.request.get('/', { headers: { 'If-None-Match': headers.etag! } })
  expect(again.status()).toBe(304)
})

test('a signed-in page allows its scripts by a nonce of its own and is never stored', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('user')
  const response = await gotoHydrated(page, '/')
  const headers = response!.headers()
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy']!)?.[1]
  expect(nonce).toBeTruthy()
  expect(headers['cache-control']).toBe('private, no-store')
  expect(headers.etag).toBeUndefined()
  const scriptNonces = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce))
  expect(scriptNonces.length).toBeGreaterThan(0)
  for (const value of scriptNonces) expect(value).toBe(nonce)
  // The signed-in page was not kept for anyone else: an anonymous visitor gets a page of their own.
  const anonymous = await request.get('/')
  expect(anonymous.headers()['content-security-policy']).not.toContain('nonce-')
  expect(await anonymous.text()).not.toContain(nonce!)
})

test('hashed assets are cached immutably and responses are compressed', async ({ page }) => {
  const scripts: { url: string; cache?: string; encoding?: string }[] = []
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.url().endsWith('.js')) {
      scripts.push({
        url: response.url(),
        cache: response.headers()['cache-control'],
        encoding: response.headers()['content-encoding'],
      })
    }
  })
  await gotoHydrated(page, '/')
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    expect(script.cache).toContain('immutable')
    expect(script.cache).toContain('max-age=31536000')
  }
  expect(scripts.some((s) => s.encoding === 'gzip' || s.encoding === 'br')).toBe(true)
})

test('the home page works and reads well at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const overflow = await horizontalOverflow(page)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)
})
