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
