import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Test files that need a module registry of their own: they set environment variables, read the
 * configuration, or start databases and child processes. Every other unit test shares its
 * worker's modules (`isolate: false`), so the app's modules are imported once per worker instead
 * of once per file, which was most of the suite's time (docs/decisions/036).
 */
const ISOLATED = [
  'app/config.server.test.ts',
  'app/db/directory-lock.server.test.ts',
  'app/features/auth/oauth.server.test.ts',
  'app/features/auth/two-factor/secret-key.server.test.ts',
  'app/features/legal/cookies.test.ts',
  'app/lib/security/cookies.server.test.ts',
  'server/node-runtime.test.ts',
  'scripts/retention.test.ts',
]
const INTEGRATION = ['app/**/*.integration.test.ts', 'server/**/*.integration.test.ts']

// Unit and integration tests. reactRouter() stays out of this config on purpose.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    environment: 'node',
    setupFiles: ['./tests/setup/setup-test-env.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.ts',
            'app/**/*.test.tsx',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...INTEGRATION, ...ISOLATED],
          isolate: false,
        },
      },
      {
        // Each integration file gets a database of its own, copied from one migrated once per run.
        extends: true,
        test: {
          name: 'integration',
          include: [...INTEGRATION, ...ISOLATED],
          // Worker threads start and import faster than child processes: about 15 % off this
          // project's time on two cores (each file still gets its own module registry).
          pool: 'threads',
          globalSetup: ['./tests/setup/migrated-database.ts'],
        },
      },
    ],
  },
})
