import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { BUNDLED_ARTICLE_COUNT } from '../../../tests/bundled-articles'
import { createUserWithSession } from '../../../tests/factories'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { auditLog, blogPosts } from '~/db/schema'
import { ADMIN_PAGE_HANDLERS } from './admin-routes.test-support'

const { db } = await setUpTestDatabase()
const newPage = await import('~/routes/admin.blog.new')
const editPage = await import('~/routes/admin.blog.$postId')
const deletePage = await import('~/routes/admin.blog.$postId.delete')
const listPage = await import('~/routes/admin.blog._index')
const blogList = await import('~/routes/blog._index')
const articlePage = await import('~/routes/blog.$slug')
const createApi = await import('~/routes/api.blog')
const { publicPosts, publicPostBySlug } = await import('~/features/blog/index.server')
const { renderPostMarkdown } = await import('~/features/blog/index.server')

const admin = await createUserWithSession(db, { role: 'admin', email: 'editor.admin@example.com' })
const asAdmin = { Cookie: admin.cookie }

const unique = () => randomBytes(3).toString('hex')
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers })

const MARKDOWN = [
  '## Why irregular bills hurt',
  '',
  'Car insurance, **holiday gifts** and *annual fees* arrive once or twice a year.',
  '',
  '- List every bill that is not monthly',
  '- Divide each by 12',
  '',
  '| Bill | Yearly |',
  '|---|---:|',
  '| Insurance | $1,200 |',
  '',
  'Read [the debt calculator](/calculators/debt-freedom) next.',
].join('\n')

/** The editor's fields for a post that passes every rule; override any of them. */
function postFields(overrides: Record<string, string> = {}): [string, string][] {
  return Object.entries({
    intent: 'save',
    title: 'How to build a sinking fund for irregular bills',
    slug: `sinking-fund-${unique()}`,
    category: 'Budgeting',
    excerpt: 'Irregular bills wreck budgets. A sinking fund spreads them across the year.',
    metaDescription:
      'Build a sinking fund for car insurance, gifts and annual fees: list the bills, divide by 12 and save the amount each month.',
    keywords: 'sinking fund, irregular expenses',
    tags: 'Budgeting',
    markdown: MARKDOWN,
    status: 'published',
    ...overrides,
  })
}

type EditorData = {
  values: Record<string, unknown> | null
  fieldErrors: Record<string, string>
  preview: { ok: true; html: string; wordCount: number } | { ok: false; error: string } | null
}

const createForm = (fields: [string, string][], headers = asAdmin) =>
  callPage<EditorData>(newPage.action, formRequest('/admin/blog/new', fields, headers))

const editForm = (id: number, fields: [string, string][]) =>
  callPage<EditorData>(editPage.action, formRequest(`/admin/blog/${id}`, fields, asAdmin), {
    postId: String(id),
  })

/** Saves a new post through the editor and answers its stored row. */
async function createdPost(overrides: Record<string, string> = {}) {
  const answer = await createForm(postFields(overrides))
  expect(answer.status, JSON.stringify(answer.data?.fieldErrors)).toBe(302)
  const id = Number(/^\/admin\/blog\/(\d+)\?saved=1$/.exec(answer.headers.get('location')!)![1])
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id))
  return row!
}

/** The order the service writes one save's entries in (they share the transaction's time). */
const ACTION_ORDER = [
  'post.create',
  'post.update',
  'post.publish',
  'post.schedule',
  'post.unpublish',
  'post.pin',
  'post.delete',
]

const auditFor = async (id: number) =>
  (
    await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'blog_post'), eq(auditLog.targetId, String(id))))
  )
    .sort(
      (a, b) =>
        a.at.getTime() - b.at.getTime() ||
        ACTION_ORDER.indexOf(a.action) - ACTION_ORDER.indexOf(b.action),
    )
    .map((entry) => ({ action: entry.action, actor: entry.actorEmail, details: entry.details }))

/** An HTML tag carrying an event handler, such as `<img onerror=…>`. */
const EVENT_HANDLER = /<[^>]*\son[a-z]+\s*=/i

test('a post written in Markdown is stored as the sanitised HTML its preview showed', async () => {
  const preview = await createForm([
    ['intent', 'preview'],
    ['markdown', MARKDOWN],
  ])
  expect(preview.status).toBe(200)
  expect(preview.data?.values).toBeNull()
  const shown = preview.data?.preview
  expect(shown?.ok).toBe(true)
  if (!shown?.ok) return
  expect(shown.html).toContain('<h2>Why irregular bills hurt</h2>')
  expect(shown.html).toContain('<strong>holiday gifts</strong>')
  expect(shown.html).toContain('<th scope="col" style="text-align:right">Yearly</th>')
  // The table keeps the scrolling wrapper that stops it widening a phone's page.
  expect(shown.html).toContain(
    '<div class="article-table" role="region" aria-label="Why irregular bills hurt: table" tabindex="0">',
  )
  expect(shown.html).toContain('<a href="/calculators/debt-freedom" rel="noopener">')

  const row = await createdPost()
  expect(row.content).toBe(shown.html)
  expect(row.contentMarkdown).toBe(MARKDOWN)
  expect(row.status).toBe('published')
  expect(row.publishedAt).not.toBeNull()

  // The page a reader gets carries the same HTML.
  const page = await callPage<{ post: { segments: { kind: string; html: string }[] } }>(
    articlePage.loader,
    get(`/blog/${row.slug}`),
    { slug: row.slug },
  )
  expect(page.status).toBe(200)
  expect(page.data?.post.segments).toEqual([{ kind: 'html', html: shown.html }])
})

test('a script or an event handler in the Markdown never reaches the stored HTML or the page', async () => {
  for (const markdown of [
    '<script>alert(document.cookie)</script>\n\nSome text.',
    'A picture <img src="x" onerror="alert(1)"> in a sentence.',
    '## Heading\n\n<div onmouseover="steal()">hover</div>',
  ]) {
    const slug = `unsafe-${unique()}`
    const refused = await createForm(postFields({ slug, markdown }))
    expect(refused.status, markdown).toBe(400)
    expect(refused.data?.fieldErrors.markdown).toMatch(/^Line \d+: HTML .* not supported\.$/)
    // What was typed comes back to be fixed.
    expect(refused.data?.values).toMatchObject({ markdown, slug })
    expect(await db.select().from(blogPosts).where(eq(blogPosts.slug, slug))).toEqual([])
    const preview = await createForm([
      ['intent', 'preview'],
      ['markdown', markdown],
    ])
    expect(preview.data?.preview).toMatchObject({ ok: false })
  }

  const scriptLink = await createForm(
    postFields({ markdown: 'Read [this](javascript:alert) now.' }),
  )
  expect(scriptLink.status).toBe(400)
  expect(scriptLink.data?.fieldErrors.markdown).toBe(
    'Line 1: Unsupported link target "javascript:alert".',
  )

  // Markup smuggled inside a link target stays inside the escaped address, never an attribute.
  const smuggled = await createdPost({
    markdown: 'Read [this](https://example.com/"onmouseover="alert) before you start saving.',
  })
  expect(smuggled.content).toContain('<a href="https://example.com/')
  expect(smuggled.content).not.toMatch(EVENT_HANDLER)
  const page = await publicPostBySlug(db, smuggled.slug)
  const html = page!.segments.map((s) => (s.kind === 'html' ? s.html : '')).join('')
  expect(html).toBe(smuggled.content)
  expect(html).not.toMatch(EVENT_HANDLER)
})

test('an edit starts from the stored Markdown and every field, and saves what changed', async () => {
  const fields = postFields({
    subtitle: 'List the bills, divide by twelve, save the amount each month',
    tags: 'Budgeting, Savings',
    featuredImage: '/images/blog/sinking-funds-1200.webp',
    imageAlt: 'A jar of coins labelled for insurance and gifts',
    imageCaption: 'One jar per irregular bill',
    status: 'draft',
    isPinned: 'on',
    whyItMatters: 'Irregular bills are the most common reason a working budget fails.',
    'takeaways.0': 'List every bill that does not arrive monthly.',
    'takeaways.1': 'Divide each yearly amount by twelve and save it.',
    'keyMetrics.0.value': '$100',
    'keyMetrics.0.label': 'Monthly set-aside for $1,200 a year',
    'faqs.0.question': 'Where should a sinking fund live?',
    'faqs.0.answer': 'In a separate savings account you can reach within a day or two.',
    'relatedResources.0.title': 'Emergency fund calculator',
    'relatedResources.0.description': 'How big your safety net should be',
    'relatedResources.0.url': '/calculators/emergency-fund',
    'cta.title': 'Plan your savings',
    'cta.description': 'See how long it takes to fill each fund.',
    'cta.buttonText': 'Open the calculator',
    'cta.link': '/calculators/compound-interest',
  })
  const row = await createdPost(Object.fromEntries(fields))
  expect(row.isPinned).toBe(true)
  expect(row.faqs).toEqual([
    {
      question: 'Where should a sinking fund live?',
      answer: 'In a separate savings account you can reach within a day or two.',
    },
  ])

  const loaded = await callPage<{
    values: Record<string, unknown>
    post: { htmlOnly: boolean; status: string }
    preview: { html: string }
  }>(editPage.loader, get(`/admin/blog/${row.id}?saved=1`, asAdmin), {
    postId: String(row.id),
  })
  expect(loaded.status).toBe(200)
  expect(loaded.data?.post).toMatchObject({ htmlOnly: false, status: 'draft' })
  expect(loaded.data?.preview.html).toBe(row.content)
  const values = loaded.data!.values
  expect(values).toMatchObject({
    title: 'How to build a sinking fund for irregular bills',
    slug: row.slug,
    subtitle: 'List the bills, divide by twelve, save the amount each month',
    keywords: 'sinking fund, irregular expenses',
    tags: 'Budgeting, Savings',
    markdown: MARKDOWN,
    status: 'draft',
    isPinned: true,
    takeaways: [
      'List every bill that does not arrive monthly.',
      'Divide each yearly amount by twelve and save it.',
    ],
    keyMetrics: [{ value: '$100', label: 'Monthly set-aside for $1,200 a year' }],
    cta: {
      title: 'Plan your savings',
      description: 'See how long it takes to fill each fund.',
      buttonText: 'Open the calculator',
      link: '/calculators/compound-interest',
    },
  })

  // Posting the loaded values back unchanged keeps every field as it was.
  const same: [string, string][] = [
    ['intent', 'save'],
    ...Object.entries(values).flatMap(([name, value]): [string, string][] => {
      if (typeof value === 'string') return [[name, value]]
      if (typeof value === 'boolean') return value ? [[name, 'on']] : []
      if (Array.isArray(value))
        return value.flatMap((item, i): [string, string][] =>
          typeof item === 'string'
            ? [[`${name}.${i}`, item]]
            : Object.entries(item as Record<string, string>).map(([k, v]) => [
                `${name}.${i}.${k}`,
                v,
              ]),
        )
      return Object.entries(value as Record<string, string>).map(([k, v]) => [`${name}.${k}`, v])
    }),
  ]
  expect((await editForm(row.id, same)).status).toBe(302)
  const [unchanged] = await db.select().from(blogPosts).where(eq(blogPosts.id, row.id))
  const { updatedAt: _a, ...before } = row
  const { updatedAt: _b, ...after } = unchanged!
  expect(after).toEqual(before)

  const edited = await editForm(
    row.id,
    same.map(([name, value]): [string, string] =>
      name === 'title'
        ? [name, 'How to build a sinking fund for every irregular bill']
        : name === 'markdown'
          ? [name, `${MARKDOWN}\n\nStart with the largest bill.`]
          : [name, value],
    ),
  )
  expect(edited.status).toBe(302)
  const [saved] = await db.select().from(blogPosts).where(eq(blogPosts.id, row.id))
  expect(saved!.title).toBe('How to build a sinking fund for every irregular bill')
  expect(saved!.contentMarkdown).toBe(`${MARKDOWN}\n\nStart with the largest bill.`)
  expect(saved!.content).toContain('<p>Start with the largest bill.</p>')
  expect(saved!.slug).toBe(row.slug)
  expect(saved!.faqs).toEqual(row.faqs)

  const entries = await auditFor(row.id)
  expect(entries.map((e) => e.action)).toEqual([
    'post.create',
    'post.pin',
    'post.update',
    'post.update',
  ])
  expect(entries[2]!.details).toEqual({ fields: [] })
  expect(entries[3]!.details).toEqual({ fields: ['title', 'content'] })
})

test('a slug in use is refused inline, a bundled article’s too; a blank slug comes from the title', async () => {
  const bundled = await createForm(postFields({ slug: 'debt-snowball-vs-avalanche' }))
  expect(bundled.status).toBe(409)
  expect(bundled.data?.fieldErrors).toEqual({ slug: 'A bundled article already uses this slug' })
  expect(bundled.data?.values).toMatchObject({
    title: 'How to build a sinking fund for irregular bills',
    markdown: MARKDOWN,
  })

  const first = await createdPost({ title: `Sinking funds for car repairs ${unique()}`, slug: '' })
  expect(first.slug).toMatch(/^sinking-funds-for-car-repairs-[0-9a-f]{6}$/)
  const again = await createForm(postFields({ title: first.title, slug: '' }))
  expect(again.status).toBe(409)
  expect(again.data?.fieldErrors).toEqual({ slug: 'Another post already uses this slug' })
  // The slug made from the title is shown, to be changed.
  expect(again.data?.values).toMatchObject({ slug: first.slug })

  const other = await createdPost()
  const renamed = await editForm(
    other.id,
    postFields({ slug: first.slug })
      .filter(([name]) => name !== 'intent')
      .concat([['intent', 'save']]),
  )
  expect(renamed.status).toBe(409)
  const [unchanged] = await db.select().from(blogPosts).where(eq(blogPosts.id, other.id))
  expect(unchanged!.slug).toBe(other.slug)

  const invalid = await createForm(
    postFields({
      slug: 'Not A Slug',
      keywords: 'ok, x',
      metaDescription: 'Too short',
      markdown: 'Say <b>hi</b>.',
    }),
  )
  expect(invalid.status).toBe(400)
  // Every problem at once, the Markdown's included, in words an editor reads.
  expect(invalid.data?.fieldErrors).toEqual({
    slug: 'Lowercase words joined by hyphens',
    keywords: 'Keyword 2: Use at least 2 characters',
    metaDescription: 'Use at least 50 characters',
    markdown: 'Line 1: HTML inside the text is not supported.',
  })
  expect(invalid.data?.preview).toEqual({
    ok: false,
    error: 'Line 1: HTML inside the text is not supported.',
  })
})

test('a post scheduled in the past is on the blog now; one in the future appears when its time comes', async () => {
  const pastTime = new Date(Date.now() - 3_600_000).toISOString().slice(0, 16)
  const past = await createdPost({ status: 'scheduled', scheduledAt: pastTime })
  expect(past.scheduledAt?.toISOString()).toBe(`${pastTime}:00.000Z`)
  expect((await publicPosts(db)).map((p) => p.slug)).toContain(past.slug)

  const due = new Date(Date.now() + 30 * 60_000)
  const future = await createdPost({
    status: 'scheduled',
    scheduledAt: due.toISOString().slice(0, 16),
  })
  expect((await publicPosts(db)).map((p) => p.slug)).not.toContain(future.slug)
  expect(await publicPostBySlug(db, future.slug)).toBeUndefined()
  const later = new Date(due.getTime() + 60_000)
  expect((await publicPosts(db, later)).map((p) => p.slug)).toContain(future.slug)
  expect((await publicPostBySlug(db, future.slug, later))?.slug).toBe(future.slug)

  const missingTime = await createForm(postFields({ status: 'scheduled', scheduledAt: '' }))
  expect(missingTime.status).toBe(400)
  expect(missingTime.data?.fieldErrors.scheduledAt).toBe(
    'Give the date and time to publish a scheduled post',
  )
  expect((await auditFor(future.id)).map((e) => [e.action, e.details])).toContainEqual([
    'post.schedule',
    { scheduledAt: future.scheduledAt!.toISOString() },
  ])
})

test('the blog is never cached past the moment a scheduled post is due, and shows a published post at once', async () => {
  const word = `zq${unique()}`
  const soon = new Date(Date.now() + 20_000)
  await db.insert(blogPosts).values({
    slug: `due-soon-${unique()}`,
    title: 'A post that is due in twenty seconds',
    category: 'Budgeting',
    metaDescription: 'x'.repeat(60),
    excerpt: 'A post that becomes public shortly.',
    keywords: ['due'],
    tags: [],
    content: '<p>Due soon.</p>',
    status: 'scheduled',
    scheduledAt: soon,
    publishedAt: soon,
  })
  const list = await callPage(blogList.loader, get('/blog'))
  const cache = list.headers.get('cache-control')!
  expect(cache).toMatch(/^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=60$/)
  expect(Number(/s-maxage=(\d+)/.exec(cache)![1])).toBeLessThanOrEqual(20)

  const post = await createdPost({ markdown: `The ${word} method for saving toward yearly bills.` })
  const found = await callPage<{ posts: { slug: string }[] }>(
    blogList.loader,
    get(`/blog?q=${word}`),
  )
  expect(found.data?.posts.map((p) => p.slug)).toEqual([post.slug])
  const article = await callPage(articlePage.loader, get(`/blog/${post.slug}`), {
    slug: post.slug,
  })
  expect(article.status).toBe(200)
  expect(article.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+,/)
  // The editor's own view is never shared.
  const signedIn = await callPage(blogList.loader, get('/blog', asAdmin))
  expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
})

test('a pinned post leads the blog list; pinning and unpinning are audited', async () => {
  const pinned = await createdPost({ isPinned: 'on' })
  const newer = await createdPost()
  type List = { posts: { slug: string }[]; featured: { slug: string }[] }
  const list = await callPage<List>(blogList.loader, get('/blog'))
  // The pinned post comes first, before a newer post that is not pinned.
  expect(list.data!.posts.slice(0, 2).map((p) => p.slug)).toEqual([pinned.slug, newer.slug])
  expect(list.data!.featured[0]!.slug).toBe(pinned.slug)

  const unpin = postFields({ slug: pinned.slug }).filter(([name]) => name !== 'isPinned')
  expect((await editForm(pinned.id, unpin)).status).toBe(302)
  const after = await callPage<List>(blogList.loader, get('/blog'))
  expect(after.data!.posts[0]!.slug).toBe(newer.slug)
  const entries = await auditFor(pinned.id)
  expect(entries.filter((e) => e.action === 'post.pin').map((e) => e.details)).toEqual([
    { pinned: true },
    { pinned: false },
  ])
  expect(entries.every((e) => e.actor === 'editor.admin@example.com')).toBe(true)
})

test('publishing, unpublishing and deleting: a confirm step, then gone, each audited', async () => {
  const post = await createdPost({ status: 'draft' })
  expect(await publicPostBySlug(db, post.slug)).toBeUndefined()
  expect((await editForm(post.id, postFields({ slug: post.slug }))).status).toBe(302)
  expect((await publicPostBySlug(db, post.slug))?.slug).toBe(post.slug)
  expect((await editForm(post.id, postFields({ slug: post.slug, status: 'draft' }))).status).toBe(
    302,
  )
  expect(await publicPostBySlug(db, post.slug)).toBeUndefined()

  const confirm = await callPage<{ post: { title: string } }>(
    deletePage.loader,
    get(`/admin/blog/${post.id}/delete`, asAdmin),
    { postId: String(post.id) },
  )
  expect(confirm.status).toBe(200)
  expect(confirm.data?.post.title).toBe(post.title)
  const unconfirmed = await callPage(
    deletePage.action,
    formRequest(`/admin/blog/${post.id}/delete`, [], asAdmin),
    { postId: String(post.id) },
  )
  expect(unconfirmed.status).toBe(400)
  expect(await db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toHaveLength(1)

  const deleted = await callPage(
    deletePage.action,
    formRequest(`/admin/blog/${post.id}/delete`, [['intent', 'delete']], asAdmin),
    { postId: String(post.id) },
  )
  expect(deleted.status).toBe(302)
  expect(deleted.headers.get('location')).toBe('/admin/blog?deleted=1')
  expect(await db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toEqual([])
  const gone = await callPage(editPage.loader, get(`/admin/blog/${post.id}`, asAdmin), {
    postId: String(post.id),
  })
  expect(gone.status).toBe(404)

  expect((await auditFor(post.id)).map((e) => [e.action, e.details])).toEqual([
    ['post.create', { slug: post.slug, status: 'draft' }],
    ['post.publish', { slug: post.slug }],
    ['post.unpublish', { from: 'published' }],
    ['post.delete', { slug: post.slug, status: 'draft' }],
  ])
})

test('the JSON API writes through the same service: Markdown accepted, changes audited', async () => {
  const body = {
    slug: `api-markdown-${unique()}`,
    title: 'Sinking funds, written through the API',
    category: 'Budgeting',
    metaDescription:
      'A sinking fund spreads irregular bills across the year so they stop breaking the budget.',
    excerpt: 'Spread irregular bills across the year.',
    keywords: ['sinking fund'],
    markdown: '## Start here\n\nList the bills.',
    status: 'scheduled',
    scheduledAt: '2999-01-01T09:00:00Z',
  }
  const send = (json: unknown) =>
    callRoute(
      createApi.action,
      jsonRequest('/api/blog', json, { headers: { Authorization: admin.authorization } }),
    )
  const response = await send(body)
  expect(response.status).toBe(201)
  const created = (await response.json()) as { id: number; content: string }
  expect(created.content).toBe(
    (renderPostMarkdown('## Start here\n\nList the bills.') as { html: string }).html,
  )
  expect((await auditFor(created.id)).map((e) => [e.action, e.actor])).toEqual([
    ['post.create', 'editor.admin@example.com'],
    ['post.schedule', 'editor.admin@example.com'],
  ])

  const both = await send({ ...body, slug: `api-both-${unique()}`, content: '<p>Hello.</p>' })
  expect(both.status).toBe(400)
  expect(((await both.json()) as { fieldErrors: object }).fieldErrors).toEqual({
    markdown: 'Send the body once: content (HTML) or markdown, not both',
  })
  const html = await send({
    ...body,
    slug: `api-html-tag-${unique()}`,
    markdown: 'Say <b>hi</b> now.',
  })
  expect(html.status).toBe(400)
  expect(((await html.json()) as { fieldErrors: object }).fieldErrors).toEqual({
    markdown: 'Line 1: HTML inside the text is not supported.',
  })
})

test('a post sent as HTML through the API keeps its body when edited without Markdown', async () => {
  const response = await callRoute(
    createApi.action,
    jsonRequest(
      '/api/blog',
      {
        slug: `api-html-${unique()}`,
        title: 'Sinking funds, sent as HTML',
        category: 'Budgeting',
        metaDescription:
          'A sinking fund spreads irregular bills across the year so they stop breaking the budget.',
        excerpt: 'Spread irregular bills across the year.',
        keywords: ['sinking fund'],
        content: '<h2>Start</h2><p>List the bills you pay once a year.</p>',
        status: 'published',
      },
      { headers: { Authorization: admin.authorization } },
    ),
  )
  const { id } = (await response.json()) as { id: number }
  const loaded = await callPage<{ post: { htmlOnly: boolean }; values: { markdown: string } }>(
    editPage.loader,
    get(`/admin/blog/${id}`, asAdmin),
    { postId: String(id) },
  )
  expect(loaded.data?.post.htmlOnly).toBe(true)
  expect(loaded.data?.values.markdown).toBe('')
  const [before] = await db.select().from(blogPosts).where(eq(blogPosts.id, id))
  const kept = await editForm(
    id,
    postFields({
      slug: before!.slug,
      title: 'Sinking funds, sent as HTML, retitled',
      markdown: '',
    }),
  )
  expect(kept.status).toBe(302)
  const [after] = await db.select().from(blogPosts).where(eq(blogPosts.id, id))
  expect(after!.content).toBe(before!.content)
  expect(after!.title).toBe('Sinking funds, sent as HTML, retitled')

  const replaced = await editForm(
    id,
    postFields({ slug: before!.slug, markdown: 'Now in Markdown.' }),
  )
  expect(replaced.status).toBe(302)
  const [markdown] = await db.select().from(blogPosts).where(eq(blogPosts.id, id))
  expect(markdown!.content).toBe('<p>Now in Markdown.</p>')
  expect(markdown!.contentMarkdown).toBe('Now in Markdown.')
})

test('the admin list shows every post, filters by status and finds by title', async () => {
  const word = `Zx${unique()}`
  const draft = await createdPost({ title: `A draft about ${word} budgets`, status: 'draft' })
  type List = {
    page: {
      content: { id: number; source: string; status: string; title: string; live: boolean }[]
      totalElements: number
    }
  }
  const all = await callPage<List>(listPage.loader, get('/admin/blog', asAdmin))
  expect(all.status).toBe(200)
  expect(all.data!.page.content.filter((p) => p.source === 'bundled')).toHaveLength(
    Math.min(
      BUNDLED_ARTICLE_COUNT,
      50 - all.data!.page.content.filter((p) => p.source === 'database').length,
    ),
  )
  expect(all.data!.page.content[0]?.source).toBe('database')

  const found = await callPage<List>(
    listPage.loader,
    get(`/admin/blog?q=${word.toLowerCase()}&status=draft`, asAdmin),
  )
  expect(found.data!.page.content.map((p) => p.id)).toEqual([draft.id])
  const published = await callPage<List>(
    listPage.loader,
    get(`/admin/blog?q=${word}&status=published`, asAdmin),
  )
  expect(published.data!.page.totalElements).toBe(0)
  const bundled = await callPage<List>(listPage.loader, get('/admin/blog?status=bundled', asAdmin))
  expect(bundled.data!.page.totalElements).toBe(BUNDLED_ARTICLE_COUNT)
  expect(bundled.data!.page.content.every((p) => p.source === 'bundled' && p.live)).toBe(true)
  // A filter value the page does not know is dropped, not an error.
  const odd = await callPage<List>(listPage.loader, get('/admin/blog?status=DROP&page=-1', asAdmin))
  expect(odd.status).toBe(200)
})

test('only administrators can save, preview or delete; the role matrix covers every blog page', async () => {
  expect(ADMIN_PAGE_HANDLERS.map((h) => h.path)).toEqual(
    expect.arrayContaining([
      '/admin/blog',
      '/admin/blog/new',
      '/admin/blog/:postId',
      '/admin/blog/:postId/delete',
    ]),
  )
  const slug = `not-allowed-${unique()}`
  const user = await createUserWithSession(db)
  const advisor = await createUserWithSession(db, { role: 'advisor' })
  for (const cookie of [user.cookie, advisor.cookie]) {
    const refused = await createForm(postFields({ slug }), { Cookie: cookie })
    expect(refused.status).toBe(403)
  }
  const anonymous = await createForm(postFields({ slug }), {} as typeof asAdmin)
  expect(anonymous.status).toBe(302)
  expect(anonymous.headers.get('location')).toMatch(/^\/admin\/login\?redirect=/)
  expect(await db.select().from(blogPosts).where(eq(blogPosts.slug, slug))).toEqual([])

  const post = await createdPost()
  const deleteAs = await callPage(
    deletePage.action,
    formRequest(`/admin/blog/${post.id}/delete`, [['intent', 'delete']], { Cookie: user.cookie }),
    { postId: String(post.id) },
  )
  expect(deleteAs.status).toBe(403)
  expect(await db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toHaveLength(1)

  // A bundled article's admin address leads to the article itself: it is edited in content/blog.
  const bundled = await callPage(editPage.loader, get('/admin/blog/4', asAdmin), { postId: '4' })
  expect(bundled.status).toBe(302)
  expect(bundled.headers.get('location')).toMatch(/^\/blog\/[a-z0-9-]+$/)
})
