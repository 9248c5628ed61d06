import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { callRoute } from '../../../tests/route-call'
import { enableTwoFactor } from '../../../tests/factories'
import { setUpTestDatabase } from '../../../tests/test-database'
import { users } from '~/db/schema'

const { db } = await setUpTestDatabase()
const publishedRoute = await import('~/routes/api.blog.published')
const categoryRoute = await import('~/routes/api.blog.category.$category')
const searchRoute = await import('~/routes/api.blog.search')
const slugRoute = await import('~/routes/api.blog.slug.$slug')
const viewRoute = await import('~/routes/api.blog.slug.$slug.view')
const createRoute = await import('~/routes/api.blog')
const postRoute = await import('~/routes/api.blog.$id')
const { createSession } = await import('~/features/auth/session.server')

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'
const get = (path: string) => new Request(`http://localhost:3000${path}`)
type Page = {
  content: { slug: string; publishedDate: string; content: string; category: string }[]
  totalPages: number
  totalElements: number
}

async function bearerFor(role: 'user' | 'advisor' | 'admin') {
  const [user] = await db
    .insert(users)
    .values({
      email: `${role}.${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Test',
      lastName: role,
      role,
    })
    .returning()
  // The admin API requires two-step verification of administrators.
  if (role === 'admin') await enableTwoFactor(db, user!.id)
  const { token } = await createSession(db, user!, { persistent: false, secure: false })
  return { Authorization: `Bearer ${token}` }
}

test('published posts come newest first in pages of 100 by default', async () => {
  const response = await callRoute(publishedRoute.loader, get('/api/blog/published'))
  expect(response.status).toBe(200)
  const page = (await response.json()) as Page
  expect(page.totalElements).toBe(30)
  expect(page.totalPages).toBe(1)
  expect(page.content).toHaveLength(30)
  const dates = page.content.map((p) => p.publishedDate)
  expect(dates).toEqual([...dates].sort().reverse())
  expect(response.headers.get('cache-control')).toContain('stale-while-revalidate')
})

test('page and size slice the list, and bad values are named', async () => {
  const all = (await (
    await callRoute(publishedRoute.loader, get('/api/blog/published'))
  ).json()) as Page
  const second = (await (
    await callRoute(publishedRoute.loader, get('/api/blog/published?page=1&size=10'))
  ).json()) as Page
  expect(second.totalPages).toBe(3)
  expect(second.content.map((p) => p.slug)).toEqual(all.content.slice(10, 20).map((p) => p.slug))
  const beyond = (await (
    await callRoute(publishedRoute.loader, get('/api/blog/published?page=9&size=10'))
  ).json()) as Page
  expect(beyond.content).toEqual([])

  const bad = await callRoute(publishedRoute.loader, get('/api/blog/published?page=-1&size=500'))
  expect(bad.status).toBe(400)
  expect((await bad.json()).fieldErrors).toEqual({
    page: 'Pages start at 0',
    size: 'At most 100 posts per page',
  })
})

test('a category answers its own posts, 10 to a page; an unknown category is a 404', async () => {
  const response = await callRoute(
    categoryRoute.loader,
    get('/api/blog/category/debt-elimination'),
    {
      category: 'debt-elimination',
    },
  )
  const page = (await response.json()) as Page & { category: string }
  expect(page.category).toBe('Debt Elimination')
  expect(page.totalElements).toBe(6)
  expect(new Set(page.content.map((p) => p.category))).toEqual(new Set(['Debt Elimination']))

  // The menus' query values and the category's name work too.
  for (const name of ['investing-basics', 'Investment Prep']) {
    const other = await callRoute(categoryRoute.loader, get('/api/blog/category/x?size=4'), {
      category: name,
    })
    const body = (await other.json()) as Page
    expect(body.totalElements).toBe(6)
    expect(body.content).toHaveLength(4)
    expect(body.totalPages).toBe(2)
  }

  const unknown = await callRoute(categoryRoute.loader, get('/api/blog/category/crypto'), {
    category: 'crypto',
  })
  expect(unknown.status).toBe(404)
  expect((await unknown.json()).error).toBe('No such category.')
})

test('search matches title, description and text, ignoring case, and needs a query', async () => {
  const search = async (query: string) =>
    (await (
      await callRoute(
        searchRoute.loader,
        get(`/api/blog/search?query=${encodeURIComponent(query)}`),
      )
    ).json()) as Page
  const avalanche = await search('AVALANCHE')
  expect(avalanche.content.map((p) => p.slug)).toContain('debt-snowball-vs-avalanche')
  // A word that appears only in an article's body.
  const body = await search('Explanation of Benefits')
  expect(body.content.map((p) => p.slug)).toContain('medical-debt-negotiation')
  expect((await search('zzzz-nothing-matches')).totalElements).toBe(0)

  const empty = await callRoute(searchRoute.loader, get('/api/blog/search?query=%20'))
  expect(empty.status).toBe(400)
  expect((await empty.json()).fieldErrors.query).toBeTruthy()
})

test('one post by slug carries its HTML with quiz placeholders; an unknown slug is a 404', async () => {
  const response = await callRoute(
    slugRoute.loader,
    get('/api/blog/slug/debt-snowball-vs-avalanche'),
    {
      slug: 'debt-snowball-vs-avalanche',
    },
  )
  const post = await response.json()
  expect(post).toMatchObject({
    id: 4,
    slug: 'debt-snowball-vs-avalanche',
    category: 'Debt Elimination',
    status: 'PUBLISHED',
    author: { name: 'Wealthward Editorial Team', title: 'Finance Expert', socialLinks: [] },
    featuredImage: 'http://localhost:3000/images/blog/debt-snowball-vs-avalanche-1200.webp',
  })
  expect(post.content).toContain('<h2 id="the-two-methods-in-plain-english">')
  expect(post.content).toContain('<!-- quiz:midpoint -->')
  expect(post.readTime).toBe(Math.ceil(post.wordCount / 200))
  expect(post.quizzes.final.options.length).toBeGreaterThan(1)

  const missing = await callRoute(slugRoute.loader, get('/api/blog/slug/nope'), { slug: 'nope' })
  expect(missing.status).toBe(404)
  expect(await missing.json()).toEqual({ error: 'Post not found' })
})

test('a view is not counted under Global Privacy Control, Do Not Track or the analytics opt-out', async () => {
  const view = (headers: Record<string, string>) =>
    callRoute(
      viewRoute.action,
      new Request('http://localhost:3000/api/blog/slug/credit-score-myths/view', {
        method: 'POST',
        headers: { 'User-Agent': BROWSER, ...headers },
      }),
      { slug: 'credit-score-myths' },
    )
  const signals: Record<string, string>[] = [
    { 'Sec-GPC': '1' },
    { DNT: '1' },
    { Cookie: 'ww_no_analytics=1' },
  ]
  for (const signal of signals) {
    const answer = await view(signal)
    expect(await answer.json(), JSON.stringify(signal)).toMatchObject({ views: 0, counted: false })
    expect(answer.headers.get('set-cookie')).toBeNull()
  }
  // The same browser without a signal is counted.
  expect(await (await view({ 'Sec-GPC': '0' })).json()).toMatchObject({ views: 1, counted: true })
})

test('a view counts once per visitor session, never for bots, and shows in the post', async () => {
  const view = (headers: Record<string, string>) =>
    callRoute(
      viewRoute.action,
      new Request('http://localhost:3000/api/blog/slug/sinking-funds/view', {
        method: 'POST',
        headers,
      }),
      { slug: 'sinking-funds' },
    )
  const first = await view({ 'User-Agent': BROWSER })
  expect(await first.json()).toEqual({ slug: 'sinking-funds', views: 1, counted: true })
  const cookie = first.headers.get('set-cookie')!
  expect(cookie).toBe('ww_viewed=sinking-funds; Path=/api/blog/slug; HttpOnly; SameSite=Lax')

  const again = await view({ 'User-Agent': BROWSER, Cookie: cookie.split(';')[0]! })
  expect(await again.json()).toEqual({ slug: 'sinking-funds', views: 1, counted: false })
  expect(again.headers.get('set-cookie')).toBeNull()

  const bot = await view({
    'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  })
  expect((await bot.json()).counted).toBe(false)
  expect((await (await view({})).json()).counted).toBe(false)

  // Another visitor session counts again.
  expect((await (await view({ 'User-Agent': BROWSER })).json()).views).toBe(2)
  const post = await (
    await callRoute(slugRoute.loader, get('/api/blog/slug/sinking-funds'), {
      slug: 'sinking-funds',
    })
  ).json()
  expect(post.viewCount).toBe(2)

  const unknown = await callRoute(
    viewRoute.action,
    new Request('http://localhost:3000/api/blog/slug/nope/view', { method: 'POST' }),
    { slug: 'nope' },
  )
  expect(unknown.status).toBe(404)
  expect((await callRoute(viewRoute.loader, get('/api/blog/slug/x/view'))).status).toBe(405)
})

test('creating, changing and deleting posts is for admins only', async () => {
  const write = <Args>(
    handler: (args: Args) => unknown,
    path: string,
    method: string,
    headers: Record<string, string> = {},
    params: Record<string, string> = {},
  ) =>
    callRoute(
      handler,
      new Request(`http://localhost:3000${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ title: 'x' }),
      }),
      params,
    )

  const anonymous = await write(createRoute.action, '/api/blog', 'POST')
  expect(anonymous.status).toBe(401)
  expect((await anonymous.json()).error).toBe('Sign in to continue.')
  const user = await bearerFor('user')
  const advisor = await bearerFor('advisor')
  const admin = await bearerFor('admin')
  expect((await write(createRoute.action, '/api/blog', 'POST', user)).status).toBe(403)
  expect((await write(createRoute.action, '/api/blog', 'POST', advisor)).status).toBe(403)
  const invalid = await write(createRoute.action, '/api/blog', 'POST', admin)
  expect(invalid.status).toBe(400)
  expect((await invalid.json()).fieldErrors).toHaveProperty('slug')

  for (const method of ['PUT', 'DELETE']) {
    expect((await write(postRoute.action, '/api/blog/4', method, {}, { id: '4' })).status).toBe(401)
    expect((await write(postRoute.action, '/api/blog/4', method, user, { id: '4' })).status).toBe(
      403,
    )
    const bundled = await write(postRoute.action, '/api/blog/4', method, admin, { id: '4' })
    expect(bundled.status).toBe(409)
    expect((await bundled.json()).error).toContain('content/blog/debt-snowball-vs-avalanche.md')
    const missing = await write(postRoute.action, '/api/blog/999', method, admin, { id: '999' })
    expect(missing.status).toBe(404)
  }
})
