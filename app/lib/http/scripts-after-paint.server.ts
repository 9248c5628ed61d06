/**
 * The page's scripts start loading once its content has painted (docs/decisions/059).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` in the head for each module the
 * page hydrates with, and a module script at the end of the body that imports the route modules
 * and then the client entry. The browser fetches all of them while it parses the document, so on a
 * slow connection the 100 KB or so of scripts share the line with the stylesheet and the first
 * paint waits. This stream takes the preload links out of the HTML and rewrites the module script
 * so that it waits for the first paint, then adds the same preloads and imports the same modules,
 * in the same order, before the client entry. The page is server-rendered and its links work
 * before it hydrates; it hydrates as before, a paint later.
 */
import { Transform, type TransformCallback } from 'node:stream'

/** A module's address as Vite writes it: nothing that would need escaping in HTML or JSON. */
const MODULE_PATH = /^\/[\w./-]+$/
const MODULE_PRELOAD = /^<link\b[^>]*\brel="modulepreload"[^>]*>$/
const HREF = /\bhref="([^"]*)"/
const MODULE_SCRIPT_TAG = /^<script\b[^>]*\btype="module"[^>]*>$/
/** `import * as route0 from "/assets/root-….js";` or `import "/assets/manifest-….js";` */
const STATIC_IMPORT =
  /(?:^|(?<=[;\n]))\s*import\s*(?:\*\s*as\s+([A-Za-z_$][\w$]*)\s+from\s*)?"([^"]+)"\s*;?/g
/** Any static import left after the rewrite means a shape this code does not know. */
const ANY_STATIC_IMPORT = /(?:^|[;\n])\s*import\s*[\w*{"'$]/
/** One tag or script held back at most while waiting for its end; more is passed through as is. */
const MAX_HELD = 1 << 20

/**
 * The text of React Router's module script rewritten to wait for the first paint (the start of the
 * frame after the first one), add the preloads, then import what it imported. Null when the script
 * is not of the shape React Router writes: it is then left as it is.
 */
export function rewriteModuleScript(script: string, preloads: readonly string[]): string | null {
  const imports: { name: string | null; path: string }[] = []
  const rest = script.replace(STATIC_IMPORT, (_match, name: string | undefined, path: string) => {
    imports.push({ name: name ?? null, path })
    return ''
  })
  if (imports.length === 0 || ANY_STATIC_IMPORT.test(rest)) return null
  if (![...preloads, ...imports.map((i) => i.path)].every((path) => MODULE_PATH.test(path)))
    return null
  const names = imports.map((i, index) => i.name ?? `_${index}`)
  return [
    // A hidden page (a background tab, a prerender) paints nothing and runs no frames: it loads
    // at once.
    'if (document.visibilityState !== "hidden")',
    '  await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    `const [${names.join(', ')}] = await Promise.all([${imports
      .map((i) => `import(${JSON.stringify(i.path)})`)
      .join(', ')}]);`,
    rest.trim().replace(/^;\s*/, ''),
  ].join('\n')
}

type Tag = { kind: 'preload'; end: number; href: string | null } | { kind: 'script'; end: number }

/**
 * A stream of the page's HTML with the module preloads taken out and the module script rewritten
 * (rewriteModuleScript). Tags split across chunks are held until whole. After the module script,
 * the rest of the document passes through untouched.
 */
export class ScriptsAfterPaint extends Transform {
  readonly #preloads: string[] = []
  #held = ''
  #done = false

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.#done) return callback(null, chunk)
    // Read byte for byte (latin1): every mark looked for is ASCII, so a character split between
    // chunks is never cut, and the bytes go out as they came.
    this.#scan(this.#held + chunk.toString('latin1'), false)
    callback()
  }

  override _flush(callback: TransformCallback) {
    if (!this.#done && this.#held) this.#scan(this.#held, true)
    callback()
  }

  #scan(text: string, last: boolean) {
    let out = ''
    let from = 0
    this.#held = ''
    while (from < text.length) {
      const start = nextTagStart(text, from)
      if (start === -1) {
        out += text.slice(from)
        break
      }
      out += text.slice(from, start)
      const tag = readTag(text, start)
      if (tag === 'partial') {
        if (!last && text.length - start <= MAX_HELD) this.#held = text.slice(start)
        else out += text.slice(start)
        break
      }
      if (tag === null) {
        out += text[start]
        from = start + 1
        continue
      }
      if (tag.kind === 'preload') {
        if (tag.href && MODULE_PATH.test(tag.href)) this.#preloads.push(tag.href)
        else out += text.slice(start, tag.end)
        from = tag.end
        continue
      }
      // The module script: rewritten, and everything after it passes through.
      const whole = text.slice(start, tag.end)
      const open = whole.indexOf('>') + 1
      const close = whole.lastIndexOf('</script')
      const rewritten = rewriteModuleScript(whole.slice(open, close), this.#preloads)
      out += rewritten === null ? whole : `${whole.slice(0, open)}${rewritten}${whole.slice(close)}`
      out += text.slice(tag.end)
      this.#done = true
      break
    }
    if (out) this.push(Buffer.from(out, 'latin1'))
  }
}

/** Where the next `<link` or `<script` (or what may become one in the next chunk) starts. */
function nextTagStart(text: string, from: number): number {
  for (let at = text.indexOf('<', from); at !== -1; at = text.indexOf('<', at + 1)) {
    const rest = text.slice(at + 1, at + 7).toLowerCase()
    if (rest.startsWith('link') || rest.startsWith('script')) return at
    // The end of the text may be the start of one of them.
    if (at + 7 > text.length && ('link'.startsWith(rest) || 'script'.startsWith(rest))) return at
  }
  return -1
}

/** The tag at `start` if it is one this stream changes; null if not; 'partial' if not yet whole. */
function readTag(text: string, start: number): Tag | null | 'partial' {
  const tagEnd = text.indexOf('>', start)
  if (tagEnd === -1) return 'partial'
  const openTag = text.slice(start, tagEnd + 1)
  if (MODULE_PRELOAD.test(openTag)) {
    return { kind: 'preload', end: tagEnd + 1, href: HREF.exec(openTag)?.[1] ?? null }
  }
  if (MODULE_SCRIPT_TAG.test(openTag) && !/\bsrc=/.test(openTag)) {
    const close = text.indexOf('</script>', tagEnd)
    if (close === -1) return 'partial'
    return { kind: 'script', end: close + '</script>'.length }
  }
  return null
}
