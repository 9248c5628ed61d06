import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { startTestServer, type TestServer } from '../../scripts/test-server'
import {
  bodyProbes,
  headerProbes,
  inPool,
  pathProbes,
  type Probe,
  postLarge,
  sendRaw,
} from '../hostile-requests'
import { routeTable } from '../route-table'
import { currentTotp } from '../totp'
import { totpStep } from '../../app/features/auth/two-factor/totp.server'
import { DEMO_ADMIN, DEMO_ADVISOR, expect, test, type StaffAccount } from './fixtures'

// One server of its own: the fuzz posts thousands of hostile forms, and the last test restarts it.
test.describe.configure({ mode: 'serial' })

let server: TestServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startTestServer({ LOG_REQUESTS: 'true' })
})
test.afterAll(async () => {
  if (server) await server.stop()
})

const port = () => Number(new URL(server.url).port)
const residentMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024

/** The server's resident memory once start-up is over: two readings a second apart agree. */
async function settledResidentMb() {
  let last = residentMb()
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const now = residentMb()
    if (Math.abs(now - last) < 5) return now
    last = now
  }
  return last
}

test('bodies over their route’s limit are refused before they are read, and memory stays flat', async () => {
  test.setTimeout(180_000)
  // Warm up the pages involved and one round of the same posts, so that what is measured is the
  // posts alone and not the server's first allocations for many large uploads at once (the memory
  // the process keeps for its socket reads, and start-up's garbage still waiting to be collected).
  for (const page of ['/login', '/api/leads/capture']) await fetch(`${server.url}${page}`)
  const eighty = 80 * 1024 * 1024
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      postLarge(port(), i % 2 ? '/login' : '/api/leads/capture', eighty, 'length'),
    ),
  )
  const before = await settledResidentMb()
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb())), 25)
  for (const framing of ['length', 'chunked'] as const) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postLarge(port(), i % 2 ? '/login' : '/api/leads/capture', eighty, framing),
      ),
    ).finally(() => clearInterval(sampler))
    for (const [i, answer] of answers.entries()) {
      expect(answer.status, `${framing} #${i}`).toBe(413)
      expect(answer.body).toMatch(
        i % 2
          ? /too large for this page \(limit 64 KB\)/
          : /"error":"Request body is too large \(limit 256 KB\)\."/,
      )
    }
  }
  clearInterval(sampler)
  const after = residentMb()
  console.log(
    `40 posts of 80 MB (20 with Content-Length, then 20 chunked): resident memory ${before.toFixed(0)} MB before, at most ${peak.toFixed(0)} MB during, ${after.toFixed(0)} MB after`,
  )
  expect(peak - before).toBeLessThan(60)

  // Each kind of route has its limit: a page's form 64 KB, the API 256 KB, an article 1 MB.
  for (const [target, limit] of [
    ['/login', 64 * 1024],
    ['/do-not-sell/', 64 * 1024],
    ['/api/leads/capture', 256 * 1024],
    ['/API/Newsletter/Subscribe', 256 * 1024],
    ['/admin/blog/new', 1024 * 1024],
    ['/api/blog', 1024 * 1024],
  ] as const) {
    for (const framing of ['length', 'chunked'] as const) {
      const at = await postLarge(port(), target, limit, framing)
      expect(at.status, `${target} at its limit, ${framing}`).not.toBe(413)
      const over = await postLarge(port(), target, limit + 1, framing)
      expect(over.status, `${target} one byte over, ${framing}`).toBe(413)
    }
  }
})

const lastStep = new Map<string, number>()

/**
 * The authenticator app's code for a later 30-second step than any this test used (the server
 * takes each step once, and the next one a step early), waiting for the clock when both are spent.
 */
async function unusedCode(account: StaffAccount): Promise<string> {
  const step = Math.max(totpStep(Date.now()), (lastStep.get(account.email) ?? -1) + 1)
  await expect
    .poll(() => totpStep(Date.now()), { timeout: 65_000, intervals: [250] })
    .toBeGreaterThanOrEqual(step - 1)
  lastStep.set(account.email, step)
  return currentTotp(account.totpSecret, step * 30_000)
}

/**
 * A session cookie for a demo account, signed in through the JSON API; the staff accounts send the
 * code of their authenticator app with the password, as two-step verification asks.
 */
async function signIn(kind: 'user' | 'advisor' | 'admin'): Promise<string> {
  const staff = { advisor: DEMO_ADVISOR, admin: DEMO_ADMIN } as const
  const body =
    kind === 'user'
      ? { email: 'demo@wealthward.test', password: 'wealthward-demo-1' }
      : {
          email: staff[kind].email,
          password: staff[kind].password,
          totp: await unusedCode(staff[kind]),
        }
  const response = await fetch(
    `${server.url}${kind === 'advisor' ? '/api/ria/login' : '/api/auth/login'}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  )
  const cookie = response.headers.getSetCookie().find((value) => /session=/.test(value))
  expect(cookie, `${kind} sign-in`).toBeDefined()
  return cookie!.split(';')[0]!
}

/** Real ids from the demo data (and a few records made for the purpose) for every `:param`. */
async function realisticParams(cookies: Record<'user' | 'advisor' | 'admin', string>) {
  const json = async (target: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${target}`, init)
    expect(response.status, target).toBeLessThan(300)
    return response.json()
  }
  const html = async (target: string, cookie: string) =>
    (await fetch(`${server.url}${target}`, { headers: { Cookie: cookie } })).text()
  const asAdmin = { Cookie: cookies.admin, 'Content-Type': 'application/json' }

  const leads = await json('/api/ria/leads?size=1', { headers: { Cookie: cookies.advisor } })
  const leadId = leads.content[0].id as string
  const posts = await json('/api/blog/published?size=1')
  const article = posts.content[0] as { slug: string; category: string }
  const application = await json('/api/ria/applications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firmName: 'Fuzz Test Advisors',
      crd: '4455667',
      contactName: 'Fuzz Tester',
      email: 'fuzz.tester@example.com',
      states: ['TX'],
      minAssets: 100000,
      monthlyCapacity: 10,
      registeredAdviser: true,
    }),
  })
  const post = await json('/api/blog', {
    method: 'POST',
    headers: asAdmin,
    body: JSON.stringify({
      slug: 'fuzz-test-post',
      title: 'A post the fuzz test edits',
      category: article.category,
      metaDescription:
        'A database post written for the hostile-request test, so that the editor has a real post to receive forms.',
      excerpt: 'A post written for the hostile-request test.',
      keywords: ['test'],
      markdown: 'Some **text**.',
      status: 'draft',
    }),
  })
  const saved = await json('/api/user/calculator-history', {
    method: 'POST',
    headers: { Cookie: cookies.user, 'Content-Type': 'application/json' },
    body: JSON.stringify({ calculatorType: 'retirement', data: { inputs: '' } }),
  })
  const firstLink = (page: string, prefix: string) => {
    const id = new RegExp(`href="${prefix}/([\\w-]+)"`).exec(page)?.[1]
    expect(id, prefix).toBeDefined()
    return id!
  }
  return {
    leadId,
    id: leadId,
    slug: article.slug,
    category: article.category,
    postId: String(post.id),
    applicationId: String(application.id),
    advisorId: firstLink(await html('/admin/advisors', cookies.admin), '/admin/advisors'),
    emailId: firstLink(await html('/admin/emails', cookies.admin), '/admin/emails'),
    historyId: String(saved.id),
    blogId: String(post.id),
    provider: 'google',
    name: 'debt',
  }
}

/** Which demo account a route is for. */
function roleOf(pattern: string): 'user' | 'advisor' | 'admin' {
  if (pattern.startsWith('/admin')) return 'admin'
  if (/^\/(ria\/(dashboard|leads)|api\/ria\/(leads|stats))/.test(pattern)) return 'advisor'
  return 'user'
}

/** Probes rotated by `offset`, `count` of them: each endpoint gets a different share of a family. */
const rotate = <T>(list: T[], offset: number, count: number) =>
  Array.from(
    { length: Math.min(count, list.length) },
    (_, i) => list[(offset * 7 + i) % list.length]!,
  )

test('no hostile request to any route gets a 5xx', async () => {
  test.setTimeout(600_000)
  const kinds = ['user', 'advisor', 'admin'] as const
  const cookies = Object.fromEntries(
    await Promise.all(kinds.map(async (kind) => [kind, await signIn(kind)])),
  ) as Record<(typeof kinds)[number], string>
  const params = await realisticParams(cookies)

  const endpoints = new Map<string, { path: string; kind: 'page' | 'resource' }>()
  for (const route of routeTable()) {
    const filled = route.pattern
      .replace(
        '/api/user/calculator-history/:id',
        `/api/user/calculator-history/${params.historyId}`,
      )
      .replace('/api/blog/:id', `/api/blog/${params.blogId}`)
      .replace(/:(\w+)/g, (_, name: keyof typeof params) => encodeURIComponent(params[name]))
      .replace(/\*$/, 'no-such-page')
    endpoints.set(route.pattern, { path: filled, kind: route.kind })
  }

  // Sessions that a probe ends (a logout, a sign-in) are signed in again before the next route.
  const stillSignedIn = async (kind: (typeof kinds)[number]) => {
    const probe = { user: '/api/user/me', advisor: '/api/ria/stats', admin: '/admin/dashboard' }[
      kind
    ]
    const response = await fetch(`${server.url}${probe}`, {
      headers: { Cookie: cookies[kind] },
      redirect: 'manual',
    })
    return response.status === 200
  }

  const failures: string[] = []
  let requests = 0
  const statuses: Record<number, number> = {}
  const started = Date.now()
  let index = 0
  for (const [pattern, { path: target, kind }] of endpoints) {
    const role = roleOf(pattern)
    if (!(await stillSignedIn(role))) cookies[role] = await signIn(role)
    const session: [string, string][] = [['Cookie', cookies[role]]]
    const signedInRoute = role !== 'user' || /^\/(dashboard|api\/user|verify-email)/.test(pattern)
    const bodies = (headers: [string, string][], tag: string) => bodyProbes(target, headers, tag)
    const probes: Probe[] = [
      ...rotate(pathProbes(target, [], 'anonymous'), index, 3),
      ...rotate(pathProbes(target, session, role), index + 1, 1),
      ...rotate(headerProbes(target, [], 'anonymous'), index, 8),
      // Resource routes answer bodies cheaply: all of them, as the account the route is for.
      ...(kind === 'resource'
        ? [
            ...(signedInRoute ? bodies(session, role) : bodies([], 'anonymous')),
            ...rotate(signedInRoute ? bodies([], 'anonymous') : bodies(session, role), index, 5),
          ]
        : [
            ...rotate(signedInRoute ? bodies(session, role) : bodies([], 'anonymous'), index, 10),
            ...rotate(signedInRoute ? bodies([], 'anonymous') : bodies(session, role), index, 3),
          ]),
    ]
    index++
    const answers = await inPool(
      probes.map((probe) => async () => ({ probe, answer: await sendRaw(port(), probe.request) })),
      6,
    )
    requests += answers.length
    for (const { answer } of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
    for (const { probe, answer } of answers)
      if (answer.status >= 500 || answer.status === 0)
        failures.push(`${answer.status} ${probe.label}: ${answer.body.slice(0, 200)}`)
  }
  const seconds = (Date.now() - started) / 1000
  console.log(
    `fuzz: ${requests} requests to ${endpoints.size} endpoints in ${seconds.toFixed(1)} s, ${failures.length} answered 5xx or not at all; statuses ${JSON.stringify(statuses)}`,
  )
  expect(failures).toEqual([])
  expect(endpoints.size).toBeGreaterThanOrEqual(90)
  // The server is still up, and said nothing it should not have.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  expect(server.output()).not.toMatch(/"level":"error"/)
})

test('a method a route does not take gets 405 with the methods it does take', async () => {
  const trace = await sendRaw(port(), { method: 'TRACE', target: '/login' })
  expect(trace.status).toBe(405)
  expect(trace.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
  expect(trace.body).toMatch(/^Method not allowed/)
  const robots = await sendRaw(port(), { method: 'PROPFIND', target: '/robots.txt' })
  expect(robots.status).toBe(405)
  expect(robots.headers.allow).toBe('GET, HEAD, OPTIONS')
  expect(robots.body).toBe('Method not allowed. Use GET or HEAD.')
  const api = await sendRaw(port(), { method: 'PROPFIND', target: '/api/ria/stats' })
  expect(api.status).toBe(405)
  expect(JSON.parse(api.body).error).toMatch(/^Method not allowed\. Use GET, HEAD/)
  // A form posted to a page that takes none: React Router's 405, with Allow added.
  const post = await sendRaw(port(), {
    method: 'POST',
    target: '/terms',
    headers: [['Content-Type', 'application/x-www-form-urlencoded']],
    body: 'a=b',
  })
  expect(post.status).toBe(405)
  expect(post.headers.allow).toBe('GET, HEAD')
  expect((await sendRaw(port(), { method: 'GET', target: '/terms' })).headers.allow).toBeUndefined()
  const options = await sendRaw(port(), { method: 'OPTIONS', target: '/api/leads/capture' })
  expect(options.status).toBe(204)
  expect(options.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
})

test('signed-in answers are never stored; anonymous pages keep their caching; every answer has CORP', async () => {
  const cookie = await signIn('user')
  for (const target of ['/', '/dashboard', '/blog', '/api/user/me', '/api/blog/published']) {
    const response = await fetch(`${server.url}${target}`, { headers: { Cookie: cookie } })
    expect(response.status, target).toBe(200)
    expect(response.headers.get('cache-control'), target).toBe('private, no-store')
  }
  const anonymousBlog = await fetch(`${server.url}/blog`)
  expect(anonymousBlog.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
  const signIn2 = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@wealthward.test', password: 'wealthward-demo-1' }),
  })
  expect(signIn2.headers.get('cache-control')).toBe('private, no-store')

  // A page React runs (the home page runs its own script: decision 060).
  const blog = await (await fetch(`${server.url}/blog`)).text()
  const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(blog)![0]
  for (const answer of [
    await sendRaw(port(), { method: 'GET', target: '/' }),
    await sendRaw(port(), { method: 'GET', target: script }),
    await sendRaw(port(), { method: 'GET', target: '/api/blog/published' }),
    await sendRaw(port(), { method: 'GET', target: '/no-such-page' }),
    await sendRaw(port(), { method: 'TRACE', target: '/' }),
    await sendRaw(port(), { method: 'POST', target: '/login', body: 'x'.repeat(70_000) }),
    await sendRaw(port(), { method: 'GET', target: '/healthz' }),
  ])
    expect(answer.headers['cross-origin-resource-policy'], String(answer.status)).toBe(
      'same-origin',
    )
})

test('a request that fails in the database logs JSON lines with its id and none of what was sent', async () => {
  test.setTimeout(180_000)
  await server.stop({ keepDataDir: true })
  // The database refuses this address from now on: a real database error, raised by the insert.
  const database = new PGlite(path.join(server.dataDir, 'pglite'))
  await database.exec(
    "ALTER TABLE advisor_applications ADD CONSTRAINT log_test CHECK (email NOT LIKE 'log.test%')",
  )
  await database.close()
  server = await startTestServer({ LOG_REQUESTS: 'true' }, { dataDir: server.dataDir })

  const email = 'log.test.person@example.com'
  const phone = '(555) 013-7788'
  const response = await fetch(`${server.url}/api/ria/applications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firmName: 'Harbor Log Advisors',
      crd: '3344556',
      contactName: 'Lena Loggins',
      email,
      phone,
      states: ['TX'],
      minAssets: 100000,
      monthlyCapacity: 10,
      registeredAdviser: true,
    }),
  })
  expect(response.status).toBe(500)
  expect(await response.text()).not.toContain('log_test')
  const id = response.headers.get('x-request-id')!
  expect(id).toMatch(/^[0-9a-f]{16}$/)
  await expect.poll(() => server.output()).toContain(`"id":"${id}"`)

  const output = server.output()
  for (const secret of [email, phone, 'Lena Loggins', 'Harbor Log', '3344556'])
    expect(output, secret).not.toContain(secret)
  const lines = output.trim().split('\n').filter(Boolean)
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
  const failure = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => line.level === 'error' && line.id === id)
  // What the privacy policy promises about these logs.
  expect(await (await fetch(`${server.url}/privacy`)).text()).toContain(
    'Logs don’t contain names, email addresses or what you type into forms.',
  )
  expect(failure).toMatchObject({
    name: 'DrizzleQueryError',
    query: 'insert advisor_applications',
    code: '23514',
    constraint: 'log_test',
  })
})
