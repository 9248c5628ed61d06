import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { expect, test } from 'vitest'
import { rewriteModuleScript, ScriptsAfterPaint } from './scripts-after-paint.server'

// The module script React Router 7 writes at the end of the body (lazy route discovery on), with
// a route whose client loader is split into a module of its own.
const MODULE_SCRIPT = `;
import * as route0 from "/assets/root-DOeTTwI7.js";
import * as route1_clientLoader from "/assets/home-client-loader-Ab12.js";
import * as route1_main from "/assets/home-DB7d4ubE.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-w9GRp6Ud.js", "imports": ["/assets/react-router-CpKOdpK-.js"] },
  "routes": { "root": { "id": "root", "module": "/assets/root-DOeTTwI7.js", "imports": [] } }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-w9GRp6Ud.js");`

const PRELOADS = [
  '/assets/entry.client-w9GRp6Ud.js',
  '/assets/react-router-CpKOdpK-.js',
  '/assets/root-DOeTTwI7.js',
]

const page = (nonce = '') =>
  [
    '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/assets/app-Xy.css" data-precedence="default"/>',
    ...PRELOADS.map((href) => `<link rel="modulepreload" href="${href}"${nonce}/>`),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
    '<script type="application/ld+json">{"name":"Wealthward — Investing, plainly"}</script>',
    '</head><body><main><h1>Pay off debt, then invest — 5 € or $5, 😀</h1></main>',
    `<script${nonce}>window.__reactRouterContext = {"state":{}};</script>`,
    `<script${nonce} type="module" async="">${MODULE_SCRIPT}</script>`,
    `<script${nonce}>window.__reactRouterContext.streamController.enqueue("[1]");</script>`,
    '</body></html>',
  ].join('')

async function transform(chunks: Buffer[]): Promise<string> {
  return (await buffer(Readable.from(chunks).pipe(new ScriptsAfterPaint()))).toString('utf8')
}

/** Runs a rewritten script with the browser's parts stubbed, recording what it did in order. */
async function run(script: string, visibilityState = 'visible') {
  const steps: string[] = []
  const frames: (() => void)[] = []
  const window: Record<string, unknown> = {}
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>
  const body = script.replaceAll('import(', 'load(')
  const done = new AsyncFunction('requestAnimationFrame', 'document', 'window', 'load', body)(
    (frame: () => void) => {
      steps.push('frame requested')
      frames.push(frame)
    },
    {
      visibilityState,
      createElement: () => ({}),
      head: {
        append: (link: { rel: string; href: string }) => steps.push(`${link.rel} ${link.href}`),
      },
    },
    window,
    async (path: string) => {
      steps.push(`import ${path}`)
      return { path }
    },
  )
  if (visibilityState === 'hidden') {
    await done
    return { steps, window }
  }
  // Nothing loads until the first frame has been drawn and the next one begins.
  await Promise.resolve()
  expect(steps).toEqual(['frame requested'])
  frames.shift()!()
  await Promise.resolve()
  expect(steps).toEqual(['frame requested', 'frame requested'])
  frames.shift()!()
  await done
  return { steps, window }
}

test('the module script waits for the first paint, preloads, then imports the same modules in the same order', async () => {
  const rewritten = rewriteModuleScript(MODULE_SCRIPT, PRELOADS)
  expect(rewritten).not.toBeNull()
  const { steps, window } = await run(rewritten!)
  expect(steps).toEqual([
    'frame requested',
    'frame requested',
    ...PRELOADS.map((href) => `modulepreload ${href}`),
    'import /assets/root-DOeTTwI7.js',
    'import /assets/home-client-loader-Ab12.js',
    'import /assets/home-DB7d4ubE.js',
    'import /assets/entry.client-w9GRp6Ud.js',
  ])
  // React Router's entry reads the route modules from here: the same objects a static import gave.
  expect(window.__reactRouterRouteModules).toEqual({
    root: { path: '/assets/root-DOeTTwI7.js' },
    'routes/home': { path: '/assets/home-DB7d4ubE.js' },
  })
  expect(window.__reactRouterManifest).toMatchObject({ routes: { root: { id: 'root' } } })
})

test('a hidden page (a background tab, a prerender) runs no frames, so it loads at once', async () => {
  const { steps } = await run(rewriteModuleScript(MODULE_SCRIPT, PRELOADS)!, 'hidden')
  expect(steps[0]).toBe(`modulepreload ${PRELOADS[0]}`)
  expect(steps.at(-1)).toBe('import /assets/entry.client-w9GRp6Ud.js')
  expect(steps).not.toContain('frame requested')
})

test('without lazy route discovery the manifest module is imported first, as before', async () => {
  const script = `import "/assets/manifest-7823d0c9.js";
import * as route0 from "/assets/root-DOeTTwI7.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-w9GRp6Ud.js");`
  const { steps } = await run(rewriteModuleScript(script, [])!)
  expect(steps.filter((s) => s.startsWith('import'))).toEqual([
    'import /assets/manifest-7823d0c9.js',
    'import /assets/root-DOeTTwI7.js',
    'import /assets/entry.client-w9GRp6Ud.js',
  ])
})

test('a script of another shape, or with an address that would need escaping, is left as it is', () => {
  expect(rewriteModuleScript('import { a } from "/assets/a.js"; a()', [])).toBeNull()
  expect(rewriteModuleScript('console.log(1)', [])).toBeNull()
  expect(rewriteModuleScript('import * as r from "/assets/a\\u003c.js";', [])).toBeNull()
  expect(rewriteModuleScript(MODULE_SCRIPT, ['/assets/x.js?a=1&b=2'])).toBeNull()
})

test('the document loses its module preloads and gains the rewritten script; nothing else changes', async () => {
  for (const nonce of ['', ' nonce="abc123"']) {
    const html = page(nonce)
    const out = await transform([Buffer.from(html)])
    expect(out).not.toContain('modulepreload" href')
    const expected = html
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(MODULE_SCRIPT, rewriteModuleScript(MODULE_SCRIPT, PRELOADS)!)
    expect(out).toBe(expected)
    expect(out).toContain(`<script${nonce} type="module" async="">if (document.visibilityState`)
  }
})

test('the same document however the stream cuts it, through tags and multi-byte characters', async () => {
  const html = Buffer.from(page(' nonce="abc123"'))
  const whole = await transform([html])
  for (let cut = 1; cut < html.length; cut++) {
    const out = await transform([html.subarray(0, cut), html.subarray(cut)])
    if (out !== whole) expect.fail(`cut at byte ${cut} changed the document`)
  }
  // Byte by byte too.
  expect(await transform([...html].map((byte) => Buffer.from([byte])))).toBe(whole)
})

test('a document without the module script passes through byte for byte', async () => {
  const html = Buffer.from(
    '<html><body><p>Less than: 1 < 2, a <link> and <script>no module</script> — “quoted” ✓</p><lin',
  )
  expect(await transform([html.subarray(0, 40), html.subarray(40)])).toBe(html.toString('utf8'))
})
