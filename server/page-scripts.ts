import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'
import type { PageScriptName } from '../app/ui/page-script.tsx'
import { precompressAssets } from './precompressed-assets.ts'

/**
 * The scripts of the pages that run without React in the browser (docs/decisions/060), by the
 * name a route's handle gives (`pageScript`), and the source each is built from. They are built
 * on their own, after the React app's client build, so that nothing of React's chunks (React,
 * React Router, the modules every hydrated page shares) can end up in their imports.
 */
export const PAGE_SCRIPT_SOURCES: Record<PageScriptName, string> = {
  page: 'app/page-scripts/page.ts',
  home: 'app/page-scripts/home.ts',
  article: 'app/page-scripts/article.ts',
}

const PAGE_SCRIPTS_MODULE = 'virtual:wealthward/page-scripts'
const RESOLVED = `\0${PAGE_SCRIPTS_MODULE}`
/** Where the client build leaves the built scripts' addresses for the server build. */
const BUILT_LIST = 'build/page-scripts.json'

/** The address of each page script in the built app, from the build's output. */
export function builtScriptUrls(output: Rolldown.RolldownOutput): Record<PageScriptName, string> {
  const urls: Partial<Record<PageScriptName, string>> = {}
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue
    const name = chunk.name.replace(/^page-script-/, '') as PageScriptName
    if (name in PAGE_SCRIPT_SOURCES) urls[name] = `/${chunk.fileName}`
  }
  for (const name of Object.keys(PAGE_SCRIPT_SOURCES) as PageScriptName[]) {
    if (!urls[name]) throw new Error(`The page script "${name}" was not built`)
  }
  return urls as Record<PageScriptName, string>
}

/**
 * Builds the page scripts into build/client/assets once the client build is written, and serves
 * `virtual:wealthward/page-scripts` (the address of each) to the server: the built files in a
 * build, the sources in the development server.
 */
export function pageScriptsPlugin(): Plugin {
  let root = ''
  let command: 'build' | 'serve' = 'build'
  return {
    name: 'wealthward-page-scripts',
    configResolved(config) {
      root = config.root
      command = config.command
    },
    async closeBundle() {
      if (command !== 'build' || this.environment.name !== 'client') return
      const outDir = path.join(root, 'build/client')
      const [output] = (await build({
        configFile: false,
        root,
        logLevel: 'warn',
        resolve: { alias: { '~': path.join(root, 'app') } },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          // As a library: its dynamic import (the tracker) is a plain `import()`, without Vite's
          // preload helper, since it has no other chunks to preload.
          lib: {
            entry: Object.fromEntries(
              Object.entries(PAGE_SCRIPT_SOURCES).map(([name, file]) => [
                `page-script-${name}`,
                path.join(root, file),
              ]),
            ),
            formats: ['es'],
          },
          rolldownOptions: {
            output: {
              // A library build keeps the whitespace of ES output; these files only run.
              minify: true,
              entryFileNames: 'assets/[name]-[hash].js',
              chunkFileNames: 'assets/page-script-[name]-[hash].js',
            },
          },
        },
      })) as Rolldown.RolldownOutput[]
      mkdirSync(path.join(root, 'build'), { recursive: true })
      writeFileSync(path.join(root, BUILT_LIST), JSON.stringify(builtScriptUrls(output!)))
      // The client build compressed its own files already: only these are new.
      precompressAssets(
        path.join(outDir, 'assets'),
        output!.output.map((file) => path.basename(file.fileName)),
      )
    },
    resolveId(id) {
      return id === PAGE_SCRIPTS_MODULE ? RESOLVED : null
    },
    load(id) {
      if (id !== RESOLVED) return null
      const urls =
        command === 'serve'
          ? Object.fromEntries(
              Object.entries(PAGE_SCRIPT_SOURCES).map(([name, file]) => [name, `/${file}`]),
            )
          : (JSON.parse(readFileSync(path.join(root, BUILT_LIST), 'utf8')) as Record<
              string,
              string
            >)
      return `export const PAGE_SCRIPT_URLS = ${JSON.stringify(urls)}`
    },
  }
}
