import type { Page } from '@playwright/test'
import { startTestServer, type TestServer } from '../../scripts/test-server'
import {
  DEMO_ADMIN,
  expect,
  expectNoA11yViolations,
  gotoHydrated,
  horizontalOverflow,
  signInAsStaff,
  test,
} from './fixtures'

// These tests publish a post on the blog, which would change the article counts other specs check
// on the shared server; so they start their own (with the same demo data).
test.describe.configure({ mode: 'serial' })

let server: TestServer
test.beforeAll(async () => {
  // A fresh embedded database can take a while to create on a busy machine.
  test.setTimeout(120_000)
  server = await startTestServer()
})
test.afterAll(async () => {
  if (server) await server.stop()
})

const at = (path: string) => `${server.url}${path}`

/** Signs in on this spec's own server, with the code step (the shared session is the other server's). */
async function signIn(page: Page, options: { javaScript?: boolean } = {}) {
  await signInAsStaff(page, DEMO_ADMIN, { path: at('/admin/login'), ...options })
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

/** Checks the page at phone width (390 px): it must not scroll sideways. */
async function fitsPhone(page: Page) {
  const size = page.viewportSize()!
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await horizontalOverflow(page), page.url()).toBeLessThanOrEqual(0)
  await page.setViewportSize(size)
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

async function fillRequiredFields(page: Page, title: string) {
  await field(page, 'Title').fill(title)
  await field(page, 'Category').selectOption('Budgeting')
  await field(page, 'Excerpt').fill(
    'Irregular bills wreck budgets. A sinking fund spreads them across the year.',
  )
  await field(page, 'Meta description').fill(
    'Build a sinking fund for car insurance, gifts and annual fees: list the bills, divide by 12 and save the amount.',
  )
  await field(page, 'Keywords').fill('sinking fund, irregular expenses')
}

test('an admin writes a post with the live preview, publishes it, then unpublishes and deletes it', async ({
  page,
  browser,
}) => {
  test.slow()
  const word = `Zephyr${Date.now().toString(36)}`
  const title = `A sinking fund for ${word} bills`
  await signIn(page)

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/admin\/blog$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(page.getByTestId('post-count')).toHaveText(/^\d+ posts$/)
  await expect(page.getByText('Bundled', { exact: true }).first()).toBeVisible()
  await expectNoA11yViolations(page)
  await fitsPhone(page)

  await page.getByRole('link', { name: 'New post' }).click()
  await expect(page).toHaveURL(/\/admin\/blog\/new$/)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await fillRequiredFields(page, title)
  // The slug follows the title.
  await expect(field(page, 'Slug')).toHaveValue(`a-sinking-fund-for-${word.toLowerCase()}-bills`)

  const preview = page.getByTestId('post-preview')
  const markdown = field(page, 'Article (Markdown)')
  // The preview is the server's rendering: raw HTML is refused, with the line.
  await markdown.fill('<script>alert(1)</script>')
  await expect(preview).toHaveText('Line 1: HTML blocks are not supported.')
  await markdown.fill(
    `## Why ${word} bills hurt\n\nCar insurance, **holiday gifts** and annual fees arrive once a year.\n\n- List the bills\n- Divide each by 12`,
  )
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText(`Why ${word} bills hurt`)
  await expect(preview.locator('strong')).toHaveText('holiday gifts')
  await expect(preview.getByRole('listitem')).toHaveCount(2)
  await expectNoA11yViolations(page)
  await fitsPhone(page)

  // A visitor has the blog open already: the server keeps that page for anonymous visitors.
  const visitor = await browser.newPage()
  await gotoHydrated(visitor, at('/blog'))
  await page.getByRole('radio', { name: /^Published/ }).check()
  await page.getByRole('button', { name: 'Save post' }).click()
  await expect(page).toHaveURL(/\/admin\/blog\/\d+\?saved=1$/)
  await expect(page.getByRole('status')).toHaveText(/^Saved\. The post is on the blog\./)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit: ${title}`)
  await expectNoA11yViolations(page)
  await fitsPhone(page)
  const editUrl = page.url().replace(/\?saved=1$/, '')
  const slug = await field(page, 'Slug').inputValue()

  // The visitor sees it on the blog straight away, first in the list, and can read it.
  await gotoHydrated(visitor, at('/blog'))
  const cards = visitor.getByRole('region', { name: 'All articles' }).getByRole('article')
  await expect(cards.first()).toContainText(title)
  await cards.first().getByRole('link').first().click()
  await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`))
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(visitor.getByTestId('article-body').getByRole('heading', { level: 2 })).toHaveText(
    `Why ${word} bills hurt`,
  )
  await expect(visitor.locator('script:not([src]):not([type])', { hasText: 'alert' })).toHaveCount(
    0,
  )
  // Loaded whole, the article is now kept for anonymous visitors too.
  expect((await visitor.goto(at(`/blog/${slug}`)))?.status()).toBe(200)

  // Back to draft: the article leaves the blog.
  await page.getByRole('radio', { name: /^Draft/ }).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved as a draft. It is not on the blog.')
  const gone = await visitor.goto(at(`/blog/${slug}`))
  expect(gone?.status()).toBe(404)
  await visitor.close()

  // Deleting asks first.
  await page.getByRole('link', { name: 'Delete post…' }).click()
  await expect(page).toHaveURL(`${editUrl}/delete`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete this post?')
  await expect(page.getByText(`“${title}”`)).toBeVisible()
  await expectNoA11yViolations(page)
  await fitsPhone(page)
  await page.getByRole('button', { name: 'Delete post' }).click()
  await expect(page).toHaveURL(/\/admin\/blog\?deleted=1$/)
  await expect(page.getByRole('status').first()).toHaveText('The post was deleted.')
  await field(page, 'Title contains').fill(word)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByTestId('post-count')).toHaveText('0 posts')

  await page.goto(at('/admin/audit?action=post'))
  const log = page.getByRole('region', { name: 'Audit log entries' })
  for (const action of ['post.create', 'post.publish', 'post.unpublish', 'post.delete'])
    await expect(log.getByText(action, { exact: true }).first()).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the Preview button shows the preview and keeps what was typed; saving and deleting work', async ({
    page,
  }) => {
    // The code step may wait for the authenticator's next code.
    test.setTimeout(90_000)
    const word = `Nojs${Date.now().toString(36)}`
    const title = `Sinking funds for ${word} expenses`
    await signIn(page, { javaScript: false })
    await page.goto(at('/admin/blog/new'))
    await fillRequiredFields(page, title)
    await field(page, 'Article (Markdown)').fill(`## Start with ${word}\n\nList the bills.`)
    await page.getByRole('button', { name: 'Preview' }).click()
    await expect(page.getByTestId('post-preview').getByRole('heading', { level: 2 })).toHaveText(
      `Start with ${word}`,
    )
    await expect(field(page, 'Title')).toHaveValue(title)
    await expect(field(page, 'Keywords')).toHaveValue('sinking fund, irregular expenses')

    // A blank slug is made from the title; a draft is the default.
    await page.getByRole('button', { name: 'Save post' }).click()
    await expect(page).toHaveURL(/\/admin\/blog\/\d+\?saved=1$/)
    await expect(page.getByRole('status')).toHaveText('Saved as a draft. It is not on the blog.')
    await expect(field(page, 'Slug')).toHaveValue(
      `sinking-funds-for-${word.toLowerCase()}-expenses`,
    )

    await page.getByRole('link', { name: 'Delete post…' }).click()
    await page.getByRole('button', { name: 'Delete post' }).click()
    await expect(page).toHaveURL(/\/admin\/blog\?deleted=1$/)
  })
})
