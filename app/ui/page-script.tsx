import { createContext, use } from 'react'
import type { EntryContext } from 'react-router'

/**
 * Pages that run no React in the browser (docs/decisions/060). Such a route's handle names the
 * small script the page runs instead (`app/page-scripts/`); the server renders the page as for any
 * other, then leaves out React Router's scripts and the hydration data.
 */
export type PageScriptName = 'page' | 'home' | 'article'

export interface PageScriptHandle {
  pageScript: PageScriptName
}

function pageScriptOf(handle: unknown): PageScriptName | null {
  if (typeof handle !== 'object' || handle === null || !('pageScript' in handle)) return null
  return (handle as PageScriptHandle).pageScript
}

/**
 * The script a page runs instead of React, on the server: the deepest matched route that names one
 * decides. Null for a page React hydrates.
 */
export function pageScriptName(
  context: Pick<EntryContext, 'routeModules'> & {
    staticHandlerContext: { matches: readonly { route: { id: string } }[] }
  },
): PageScriptName | null {
  const { matches } = context.staticHandlerContext
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = pageScriptOf(context.routeModules[matches[i]!.route.id]?.handle)
    if (name) return name
  }
  return null
}

/**
 * The `clientLoader` of every route whose page runs its own script: when a page React runs links
 * to it, the browser loads it as a document, so that it runs its script and not React's copy of
 * the page.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url)
  // The document that replaces this one takes over; the navigation never settles here.
  return new Promise<never>(() => {})
}

/** Set by the server for a page that runs its own script: the script's address, and the nonce. */
export const PageScriptContext = createContext<{ src: string; nonce?: string } | null>(null)

/** The page script to run instead of React, if the server said so; null in the browser. */
export function usePageScript() {
  return use(PageScriptContext)
}

/**
 * Loads the page's script (a module) by adding its tag once the page has painted (the start of the
 * frame after the first one, as React Router's scripts do: docs/decisions/059), at once on a
 * hidden page, which paints nothing. The content-security policy allows this inline script by its
 * hash or nonce, and with 'strict-dynamic' what it adds, and what that imports; an `import()`
 * written here would count as the page's own and be refused.
 */
export function PageScript({ src, nonce }: { src: string; nonce?: string }) {
  // The address is the build's own (an /assets/ path): JSON.stringify makes it a string literal.
  // The script it adds carries the same nonce (none on an anonymous page), like every script here.
  const load = [
    'var n=document.currentScript.nonce;',
    'function l(){var s=document.createElement("script");s.type="module";s.nonce=n;',
    `s.src=${JSON.stringify(src)};document.head.appendChild(s)}`,
    'document.visibilityState==="hidden"?l():requestAnimationFrame(function(){requestAnimationFrame(l)})',
  ].join('')
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: load }} />
}
