import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { reactRouterProductionPlugin } from './server/client-build.ts'
import { asciiServerBuildPlugin, SERVER_BUILD_EXTERNALS } from './server/server-build.ts'
import { pageScriptsPlugin } from './server/page-scripts.ts'
import { precompressPlugin } from './server/precompressed-assets.ts'

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    reactRouterProductionPlugin(),
    precompressPlugin(),
    pageScriptsPlugin(),
    asciiServerBuildPlugin(),
  ],
  // The few small modules every page loads (formatting, the site's links, metadata, the legal
  // notes, the analytics loader) go in one chunk rather than a dozen: fewer requests and less
  // gzip overhead on every page. React Router keeps its own chunk, which changes only on upgrades
  // (docs/decisions/045-charts-as-svg.md).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-router', test: /node_modules\/react-router\//, priority: 2 },
                {
                  name: 'site-shared',
                  priority: 1,
                  test: /\/app\/(lib\/(format|money)\.ts|site\.ts|seo\/(json-ld|meta)\.ts|ui\/(use-signed-in-user|route-error-page)\.tsx?|features\/legal\/(disclosure\.ts|assessment-cta-note\.tsx)|features\/analytics\/client\.ts|features\/newsletter\/(messages|subscribe|use-newsletter-subscribe)\.ts)$|vite\/preload-helper/,
                },
              ],
            },
          },
        },
      },
    },
  },
  // The server build carries its dependencies inside it, so Node loads one file instead of the
  // hundreds of small modules of Drizzle, Zod and the others, a load that left about 50 MB more
  // resident for the life of the process (decision 054).
  ssr: command === 'build' ? { noExternal: true, external: SERVER_BUILD_EXTERNALS } : undefined,
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
}))
