import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Unit and integration tests. reactRouter() stays out of this config on purpose.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: [
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./tests/setup/setup-test-env.ts'],
    globalSetup: ['./tests/setup/migrated-database.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
