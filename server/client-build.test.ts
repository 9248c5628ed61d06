import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { build, type Plugin, type Rollup } from 'vite'
import { reactRouterProductionPlugin } from './client-build.ts'

// Inside the project, where `react-router` resolves from its node_modules.
const cacheDir = path.join(process.cwd(), 'node_modules', '.cache')
mkdirSync(cacheDir, { recursive: true })
const entryDir = mkdtempSync(path.join(cacheDir, 'client-build-test-'))
afterAll(() => rmSync(entryDir, { recursive: true, force: true }))

/** The code a browser build of a module using `<Routes>` and `HydratedRouter` comes to. */
async function bundle(plugins: Plugin[]) {
  const entry = path.join(entryDir, 'entry.js')
  writeFileSync(
    entry,
    "import { Routes } from 'react-router'\nimport { HydratedRouter } from 'react-router/dom'\nexport { Routes, HydratedRouter }\n",
  )
  const output = (await build({
    root: process.cwd(),
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, lib: { entry, formats: ['es'], fileName: 'entry' } },
  })) as Rollup.RollupOutput[]
  return output
    .flatMap((o) => o.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n')
}

// A warning React Router prints only in its development build.
const DEVELOPER_WARNING = 'You rendered descendant <Routes>'

test('the browser build takes React Router without its developer warnings', async () => {
  expect(await bundle([])).toContain(DEVELOPER_WARNING)
  const code = await bundle([reactRouterProductionPlugin()])
  expect(code).not.toContain(DEVELOPER_WARNING)
  expect(code).toContain('HydratedRouter')
}, 60_000)
