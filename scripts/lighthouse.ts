/**
 * Lighthouse (mobile, simulated throttling) on the built server: every page in PAGES must reach its
 * category scores. `npm run lighthouse` (after `npm run build`); results in reports/lighthouse.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, ensureChromium } from './chromium'
import type { TestServer } from './test-server'

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo'
const MINIMUM: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

/** Pages under the Lighthouse gate. */
export const PAGES = ['/', '/calculators/compound-interest']

export interface PageScores {
  path: string
  scores: Record<Category, number>
  failures: string[]
  /** Audits that lost points, to explain a miss. */
  notes: string[]
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
      const runnerResult = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(MINIMUM),
      })
      if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${path}`)
      const { lhr } = runnerResult
      const scores = Object.fromEntries(
        (Object.keys(MINIMUM) as Category[]).map((c) => [
          c,
          Math.round((lhr.categories[c]?.score ?? 0) * 100),
        ]),
      ) as Record<Category, number>
      const failures = (Object.keys(MINIMUM) as Category[])
        .filter((c) => scores[c] < MINIMUM[c])
        .map((c) => `${c} ${scores[c]} < ${MINIMUM[c]}`)
      const notes = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`)
      results.push({ path, scores, failures, notes })
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
    console.log(`${r.failures.length ? 'FAIL' : 'ok  '} Lighthouse ${r.path}: ${line}`)
    if (r.failures.length)
      console.log(
        `       below target: ${r.failures.join('; ')}\n       audits: ${r.notes.join(', ')}`,
      )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startTestServer } = await import('./test-server')
  const chromiumPath = await ensureChromium()
  const server = await startTestServer()
  const results = await runLighthouse(server, chromiumPath).finally(() => server.stop())
  printLighthouse(results)
  process.exit(results.some((r) => r.failures.length) ? 1 : 0)
}
