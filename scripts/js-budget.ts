/**
 * JavaScript budget, measured from the built files: for each page, the gzipped size of every script
 * the browser loads for it (React Router's manifest, the client entry, and each matched route module
 * with its imports), deduplicated. Fails when a page is over its budget.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const CLIENT_DIR = 'build/client'

/**
 * Pages and their budgets in KB (1 KB = 1024 bytes) of gzipped JavaScript. `lazyChunks` names chunks
 * a page imports on demand, counted with everything they import.
 *
 * Lowered when charts became SVG drawn on the server (no chart library in the browser), the pages'
 * part of React Router's manifest was counted as the page carries it (inline, not the whole file)
 * and the few modules every page loads were put in one chunk: docs/decisions/045-charts-as-svg.md.
 * React and React Router alone are 105 KB of every page (React Router's production build: decision
 * 058).
 */
/** The calculator pages. */
export const CALCULATOR_PAGES = [
  'debt-freedom',
  'compound-interest',
  'dividend',
  'retirement',
  'emergency-fund',
  'budget',
  'credit-card-payoff',
  'loan-comparison',
  'wealth-projection',
] as const

export const BUDGETS: { path: string; routeIds: string[]; lazyChunks?: string[]; maxKb: number }[] =
  [
    // The form's check (its schema, with Zod) loads on the first focus in the form; the form
    // state is Conform's useForm (8.1 KB): docs/decisions/032-javascript-budgets.md. The consent
    // texts the assessment shows (phone consent, the advisors' fee) are a chunk of their own
    // (0.6 KB), so that the pages that show none of them do not load them.
    {
      path: '/investment-readiness',
      routeIds: ['root', 'routes/investment-readiness'],
      lazyChunks: ['assessment-validation'],
      maxKb: 171,
    },
    // Signed-in pages: no form loads Zod with the page. The dashboard's forms use Conform's useForm
    // (docs/decisions/039-one-form-pattern.md), 8.1 KB; their schemas, with Zod, load on the first
    // focus in a form. The score chart is drawn by the site's chart set (3 KB more than the
    // drawing of its own it had before; docs/decisions/045-charts-as-svg.md).
    { path: '/dashboard', routeIds: ['root', 'routes/dashboard'], maxKb: 144 },
    { path: '/blog', routeIds: ['root', 'routes/blog._index'], maxKb: 124 },
    // The advisor dashboard's three charts are SVG drawn on the server.
    { path: '/ria/dashboard', routeIds: ['root', 'routes/ria.dashboard'], maxKb: 128 },
    // A lead's page: forms without Zod in the browser, no charts.
    { path: '/ria/leads/{id}', routeIds: ['root', 'routes/ria.leads.$leadId'], maxKb: 137 },
    // Each calculator's "How we calculate" arrives as HTML in the page's data, not in its script:
    // docs/decisions/052-calculator-method-as-html.md.
    ...CALCULATOR_PAGES.map((slug) => ({
      path: `/calculators/${slug}`,
      routeIds: ['root', `routes/calculators.${slug}`],
      maxKb: 140,
    })),
  ]

/**
 * Pages that run a script of their own instead of React (docs/decisions/060): the script, with
 * everything it imports, by the name the route's handle gives.
 */
export const PAGE_SCRIPT_BUDGETS: { path: string; script: string; maxKb: number }[] = [
  { path: '/', script: 'home', maxKb: 4 },
  // The longest article.
  { path: '/blog/compound-interest-explained', script: 'article', maxKb: 6 },
  { path: '/calculators', script: 'page', maxKb: 2 },
  { path: '/privacy', script: 'page', maxKb: 2 },
  { path: '/terms', script: 'page', maxKb: 2 },
]

/**
 * Chunks every page loads on its own once it is idle, outside the page totals above: each has a
 * budget of its own. The engagement tracker (app/features/analytics/tracker.ts) loads on every
 * page where measuring is allowed, so it must stay small.
 */
export const LAZY_BUDGETS: { chunk: string; maxKb: number }[] = [
  { chunk: 'tracker', maxKb: 3 },
  // The same tracker, built with the page scripts.
  { chunk: 'page-script-tracker', maxKb: 3 },
]

interface ManifestRoute {
  module: string
  imports?: string[]
  clientActionModule?: string
  clientLoaderModule?: string
  clientMiddlewareModule?: string
  hydrateFallbackModule?: string
}

/**
 * The parts React Router splits out of a route module (future.v8_splitRouteModules). The page
 * imports them with the route module, whether or not they run, so they count.
 */
const SPLIT_MODULES = [
  'clientActionModule',
  'clientLoaderModule',
  'clientMiddlewareModule',
  'hydrateFallbackModule',
] as const
interface Manifest {
  entry: { module: string; imports: string[] }
  routes: Record<string, ManifestRoute>
}

function readManifest(): { manifest: Manifest } {
  const assets = path.join(CLIENT_DIR, 'assets')
  const name = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f))
  if (!name)
    throw new Error('No React Router manifest in build/client/assets: run `npm run build` first.')
  const source = readFileSync(path.join(assets, name), 'utf8')
  const json = source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')
  return { manifest: JSON.parse(json) as Manifest }
}

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(CLIENT_DIR, file))).length

/** A built chunk and every chunk it imports statically, as /assets/… paths. */
function withStaticImports(script: string, into: Set<string>) {
  if (into.has(script)) return
  into.add(script)
  const source = readFileSync(path.join(CLIENT_DIR, script), 'utf8')
  for (const match of source.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
    withStaticImports(`/assets/${match[1]}`, into)
  }
}

/**
 * React Router discovers routes lazily (its default `routeDiscovery`): a page does not load the
 * whole manifest file, it carries the entry and its own routes' part of the manifest in an inline
 * module script, and asks the server for other routes' entries when a link to them is near. The
 * inline part is counted here as that JSON, gzipped.
 */
function inlineManifestBytes(manifest: Manifest, routeIds: readonly string[]) {
  const routes = Object.fromEntries(routeIds.map((id) => [id, manifest.routes[id]]))
  return gzipSync(JSON.stringify({ entry: manifest.entry, routes }, null, 2)).length
}

export function measurePage(routeIds: readonly string[], lazyChunks: readonly string[] = []) {
  const { manifest } = readManifest()
  const scripts = new Set<string>([manifest.entry.module, ...manifest.entry.imports])
  for (const id of routeIds) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`Route ${id} is not in the manifest`)
    scripts.add(route.module)
    for (const imported of route.imports ?? []) scripts.add(imported)
    for (const split of SPLIT_MODULES) {
      const module = route[split]
      if (module) withStaticImports(module, scripts)
    }
  }
  const assets = readdirSync(path.join(CLIENT_DIR, 'assets'))
  // Two modules with the same file name (the assessment's schema.ts and the sign-in forms'
  // schema.ts) build to chunks with the same name: the page's is the one its scripts import().
  const onDemand = new Set<string>()
  for (const script of scripts) {
    const source = readFileSync(path.join(CLIENT_DIR, script), 'utf8')
    for (const match of source.matchAll(/import\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g))
      onDemand.add(match[1]!)
  }
  for (const chunk of lazyChunks) {
    const named = assets.filter((f) => f.startsWith(`${chunk}-`) && f.endsWith('.js'))
    const name = named.find((f) => onDemand.has(f)) ?? (named.length === 1 ? named[0] : undefined)
    if (!name) throw new Error(`No built chunk named ${chunk}-*.js that the page imports`)
    withStaticImports(`/assets/${name}`, scripts)
  }
  const files = [
    {
      script: '(the route manifest, inline in the page)',
      bytes: inlineManifestBytes(manifest, routeIds),
    },
    ...[...scripts].map((script) => ({ script, bytes: gzipBytes(script) })),
  ]
  return { files, totalBytes: files.reduce((sum, f) => sum + f.bytes, 0) }
}

/** A page script and what it imports (server/page-scripts.ts lists the built ones). */
export function measurePageScript(name: string) {
  const urls = JSON.parse(readFileSync('build/page-scripts.json', 'utf8')) as Record<string, string>
  const url = urls[name]
  if (!url) throw new Error(`No page script named ${name} in build/page-scripts.json`)
  const scripts = new Set<string>()
  withStaticImports(url, scripts)
  const files = [...scripts].map((script) => ({ script, bytes: gzipBytes(script) }))
  return { files, totalBytes: files.reduce((sum, f) => sum + f.bytes, 0) }
}

export function checkBudgets() {
  const results = BUDGETS.map((budget) => {
    const { totalBytes, files } = measurePage(budget.routeIds, budget.lazyChunks)
    return { ...budget, totalKb: totalBytes / 1024, files, ok: totalBytes <= budget.maxKb * 1024 }
  })
  for (const budget of PAGE_SCRIPT_BUDGETS) {
    const { totalBytes, files } = measurePageScript(budget.script)
    results.push({
      path: `${budget.path} (its own script, no React)`,
      routeIds: [],
      maxKb: budget.maxKb,
      totalKb: totalBytes / 1024,
      files,
      ok: totalBytes <= budget.maxKb * 1024,
    })
  }
  const assets = readdirSync(path.join(CLIENT_DIR, 'assets'))
  for (const budget of LAZY_BUDGETS) {
    const name = assets.find((f) => f.startsWith(`${budget.chunk}-`) && f.endsWith('.js'))
    if (!name) throw new Error(`No built chunk named ${budget.chunk}-*.js`)
    const scripts = new Set<string>()
    withStaticImports(`/assets/${name}`, scripts)
    const files = [...scripts].map((script) => ({ script, bytes: gzipBytes(script) }))
    const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0)
    results.push({
      path: `${budget.chunk} chunk (loaded when idle, outside the page totals)`,
      routeIds: [],
      maxKb: budget.maxKb,
      totalKb: totalBytes / 1024,
      files,
      ok: totalBytes <= budget.maxKb * 1024,
    })
  }
  return results
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = checkBudgets()
  for (const r of results) {
    console.log(
      `${r.ok ? 'ok  ' : 'OVER'} ${r.path}: ${r.totalKb.toFixed(1)} KB gzipped JS (budget ${r.maxKb} KB)`,
    )
    for (const f of r.files)
      console.log(`       ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.script}`)
  }
  if (results.some((r) => !r.ok)) process.exit(1)
}
