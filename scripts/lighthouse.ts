/**
 * Lighthouse (mobile, simulated throttling) on the built server, for every page type in PAGES: a
 * benchmark, outside `npm test`, because the same build's performance score moves from run to run
 * on a busy two-core machine (docs/decisions/013). Each page is audited three times and judged on
 * the medians. Every category's target is 100; the run fails only under the floors (performance
 * 90, the others 100), which mean a regression rather than noise.
 * `npm run lighthouse` (after `npm run build`); results in reports/lighthouse.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, ensureChromium } from './chromium'
import { CALCULATOR_PAGES } from './js-budget'
import type { TestServer } from './test-server'

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo'
/** The scores each page is expected to reach. */
const TARGET: Record<Category, number> = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
/** Under these the run fails: a regression, not noise. */
const FLOOR: Record<Category, number> = { ...TARGET, performance: 90 }
/** Audits of each page; the medians are its scores. */
const RUNS = 3

/** One page of each type. */
export const PAGES = [
  '/',
  '/investment-readiness',
  '/calculators',
  ...CALCULATOR_PAGES.map((slug) => `/calculators/${slug}`),
  '/blog',
  // The longest article.
  '/blog/compound-interest-explained',
  '/privacy',
]

export interface PageScores {
  path: string
  scores: Record<Category, number>
  /** Audits run; the scores are their medians. */
  runs: number
  /** Categories under their floor: the page fails. */
  failures: string[]
  /** Categories under their target but not their floor: reported, not failed. */
  misses: string[]
  /** Audits that lost points, to explain a miss. */
  notes: string[]
}

const CATEGORIES = Object.keys(TARGET) as Category[]

/**
 * Pages the specification keeps out of search results (`robots: noindex, follow`: the legal
 * pages). Lighthouse's "page is blocked from indexing" audit is what such a page is meant to fail,
 * so it is skipped for them and the rest of the SEO category is scored.
 */
const NOT_INDEXED = new Set(['/privacy', '/terms'])

/** The categories under their floor (failures) and those under only their target (misses). */
function judge(scores: Record<Category, number>) {
  const line = (c: Category, limit: number) => `${c} ${scores[c]} < ${limit}`
  return {
    failures: CATEGORIES.filter((c) => scores[c] < FLOOR[c]).map((c) => line(c, FLOOR[c])),
    misses: CATEGORIES.filter((c) => scores[c] >= FLOOR[c] && scores[c] < TARGET[c]).map((c) =>
      line(c, TARGET[c]),
    ),
  }
}

function medianScores(all: Record<Category, number>[]): Record<Category, number> {
  return Object.fromEntries(
    CATEGORIES.map((c) => {
      const sorted = all.map((s) => s[c]).sort((a, b) => a - b)
      return [c, sorted[Math.floor(sorted.length / 2)]!]
    }),
  ) as Record<Category, number>
}

async function audit(
  url: string,
  port: number,
): Promise<{ scores: Record<Category, number>; notes: string[] }> {
  const runnerResult = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    skipAudits: NOT_INDEXED.has(new URL(url).pathname) ? ['is-crawlable'] : [],
  })
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = runnerResult
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>
  const notes = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`)
  if (lhr.runtimeError)
    notes.unshift(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return { scores, notes }
}

export async function runLighthouse(
  server: TestServer,
  chromiumPath: string,
  pages = PAGES,
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  const results: PageScores[] = []
  try {
    for (const path of pages) {
      // The server renders the page once first, so a cold start is not scored as the page.
      await fetch(`${server.url}${path}`).then((r) => r.arrayBuffer())
      // Lighthouse scores vary from run to run: the page is judged on the median of several
      // runs, as Lighthouse's own guidance on variability recommends.
      const runs = []
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.url}${path}`, chrome.port))
      const scores = medianScores(runs.map((r) => r.scores))
      results.push({
        path,
        scores,
        runs: runs.length,
        ...judge(scores),
        notes: runs.at(-1)!.notes,
      })
    }
  } finally {
    chrome.kill()
  }
  mkdirSync('reports', { recursive: true })
  writeFileSync('reports/lighthouse.json', JSON.stringify(results, null, 2))
  return results
}

export function printLighthouse(results: PageScores[]) {
  for (const r of results) {
    const line = Object.entries(r.scores)
      .map(([c, s]) => `${c} ${s}`)
      .join(', ')
    const runs = ` (median of ${r.runs} runs)`
    const verdict = r.failures.length ? 'FAIL' : r.misses.length ? 'MISS' : 'ok  '
    console.log(`${verdict} Lighthouse ${r.path}: ${line}${runs}`)
    if (r.failures.length) console.log(`       below the floor: ${r.failures.join('; ')}`)
    if (r.misses.length) console.log(`       below target: ${r.misses.join('; ')}`)
    if (r.failures.length || r.misses.length) console.log(`       audits: ${r.notes.join(', ')}`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startTestServer } = await import('./test-server')
  const chromiumPath = await ensureChromium()
  const server = await startTestServer()
  // `npm run lighthouse -- /path …` checks only the pages named.
  const only = process.argv.slice(2)
  const results = await runLighthouse(server, chromiumPath, only.length ? only : PAGES).finally(
    () => server.stop(),
  )
  printLighthouse(results)
  process.exit(results.some((r) => r.failures.length) ? 1 : 0)
}
