import { defineConfig, devices } from '@playwright/test'

// The server is started by scripts/e2e.ts (or scripts/test.ts), which sets these variables.
const baseURL = process.env.E2E_BASE_URL
if (!baseURL)
  throw new Error('Run the browser tests with `npm run test:e2e` (it starts the server).')

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: (process.env.CHROMIUM_FLAGS ?? '').split(' ').filter(Boolean),
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
})
