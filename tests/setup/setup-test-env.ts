import fc from 'fast-check'
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

// A console.error during a test is a bug the test did not assert on: fail loudly.
let consoleError: MockInstance<typeof console.error> | undefined

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called during the test: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  consoleError?.mockRestore()
})

// Property tests: the same inputs on every run, so a failure can be reproduced and a run never
// depends on luck; FAST_CHECK_SEED explores others. A property that fails stops at once rather
// than spending minutes shrinking, and none may run for more than 15 seconds.
fc.configureGlobal({
  seed: Number(process.env.FAST_CHECK_SEED ?? 20_261_122),
  endOnFailure: true,
  interruptAfterTimeLimit: 15_000,
  markInterruptAsFailure: true,
})
