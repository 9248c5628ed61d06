import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * React Router's entry points in its production build, by the name the app imports them under.
 * The package ships both builds but its `exports` name only the development one, whose developer
 * warnings (route shapes, missing error boundaries, the "hey developer" page) a browser would
 * download and never show: 0.6 KB gzipped on every page (decision 058).
 */
function reactRouterProductionEntries(root: string): Record<string, string> {
  // The package's folder, from a file its `exports` name (its package.json is not one of them).
  const require = createRequire(path.join(root, 'package.json'))
  const development = path.dirname(require.resolve('react-router'))
  const production = path.join(development, '..', 'production')
  const entries = {
    'react-router': path.join(production, 'index.mjs'),
    'react-router/dom': path.join(production, 'dom-export.mjs'),
  }
  for (const file of Object.values(entries)) {
    // A release that moved its builds: say so, rather than fail on a file that is not there.
    if (!existsSync(file))
      throw new Error(`React Router's production build is not at ${file}: see decision 058`)
  }
  return entries
}

/**
 * The browser's build takes React Router from its production build. Only the browser's: the server
 * shares one copy of React Router with `@react-router/node`, which imports the development build,
 * and two copies would not share the router's React contexts. The development server keeps the
 * warnings.
 */
export function reactRouterProductionPlugin(): Plugin {
  let entries: Record<string, string> = {}
  return {
    name: 'wealthward-react-router-production',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      entries = reactRouterProductionEntries(config.root)
    },
    resolveId: {
      order: 'pre',
      handler(source) {
        return entries[source] ?? null
      },
    },
  }
}
