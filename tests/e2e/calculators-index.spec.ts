import { expect, expectNoA11yViolations, gotoHydrated, test } from './fixtures'

test('the calculators index has a card per calculator saying what it answers', async ({ page }) => {
  const response = await gotoHydrated(page, '/calculators')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Free Financial Calculators | Wealthward')
  const cards = page
    .getByRole('main')
    .getByRole('region', { name: 'All calculators' })
    .getByRole('listitem')
  await expect(cards).toHaveCount(9)
  await expect(cards.first()).toContainText('When will I be debt-free')
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual([
    '/calculators/debt-freedom',
    '/calculators/dividend',
    '/calculators/compound-interest',
    '/calculators/retirement',
    '/calculators/emergency-fund',
    '/calculators/budget',
    '/calculators/credit-card-payoff',
    '/calculators/loan-comparison',
    '/calculators/wealth-projection',
  ])
  await expectNoA11yViolations(page)
})

test('old and singular calculator links redirect permanently, keeping the query', async ({
  request,
}) => {
  const cases: [string, string][] = [
    ['/calculator/compound-interest?rate=5', '/calculators/compound-interest?rate=5'],
    ['/calculator/debt-freedom', '/calculators/debt-freedom'],
    ['/calculator/debt', '/calculators/debt-freedom'],
    ['/calculator/loan-comparison?amount=5000', '/calculators/loan-comparison?amount=5000'],
    ['/calculator/wealth-projection', '/calculators/wealth-projection'],
    ['/calculators/debt?extra=100', '/calculators/debt-freedom?extra=100'],
    ['/calculator/budget', '/calculators/budget'],
    ['/calculator/credit-card-payoff', '/calculators/credit-card-payoff'],
  ]
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers()['location'], from).toBe(to)
  }
})

test('the sitemap lists the calculators', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toContain(`<loc>${baseURL}/calculators</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/calculators/compound-interest</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/calculators/budget</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/calculators/credit-card-payoff</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/calculators/loan-comparison</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/calculators/wealth-projection</loc>`)
  expect(xml).not.toContain('/calculator/')
})

// "How we calculate" is HTML in the page's data rather than in its script (decision 052): it must
// be in the page sent to a browser without JavaScript, and arrive on a navigation inside the site.
test('every calculator explains how it calculates, on first load and after a navigation', async ({
  page,
  request,
}) => {
  const opening: Record<string, string> = {
    'debt-freedom': 'Each month, interest is added to every debt first',
    dividend: 'The calculator follows a number of shares rather than a balance',
    'compound-interest': 'Contributions are added at the end of each month',
    retirement: 'Savings at retirement = ',
    'emergency-fund': 'Monthly expenses are the sum of the six categories you enter',
    budget: 'Each line is put in one of the',
    'credit-card-payoff': 'Each month interest is charged first, then your payment is taken off',
    'loan-comparison': 'Each loan is a fixed-rate loan repaid in equal monthly payments',
    'wealth-projection': 'Each kind of asset grows at its own expected return',
  }
  for (const [slug, text] of Object.entries(opening)) {
    const html = await (await request.get(`/calculators/${slug}`)).text()
    const method = html.slice(html.indexOf('id="method-heading"'))
    expect(method, slug).toContain(text)
  }
  await gotoHydrated(page, '/calculators')
  await page.getByRole('main').locator('a[href="/calculators/debt-freedom"]').first().click()
  await expect(page).toHaveURL(/\/calculators\/debt-freedom$/)
  const section = page.getByRole('region', { name: 'How we calculate' })
  await expect(section).toContainText('Each month, interest is added to every debt first')
  // The questions come with it, on the page and in its FAQPage data.
  await expect(page.getByText('What happens when one debt is paid off?')).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const faqPage = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage')
  expect(faqPage?.mainEntity).toHaveLength(5)
  await expectNoA11yViolations(page)
})
