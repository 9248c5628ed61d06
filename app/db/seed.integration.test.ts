import { count, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { setUpTestDatabase } from '../../tests/test-database'
import { advisors } from './schema'
import { seedDemoData, shouldSeedDemo } from './seed.server'

const { db } = await setUpTestDatabase()

test('the demo seed is on in development, off in production unless asked for, and can be turned off', () => {
  expect(shouldSeedDemo({ SEED_DEMO: undefined, isProduction: false })).toBe(true)
  expect(shouldSeedDemo({ SEED_DEMO: undefined, isProduction: true })).toBe(false)
  expect(shouldSeedDemo({ SEED_DEMO: true, isProduction: true })).toBe(true)
  expect(shouldSeedDemo({ SEED_DEMO: false, isProduction: false })).toBe(false)
})

test('an empty database gets the fictional advisors once; seeding again adds nothing', async () => {
  expect(await seedDemoData(db)).toEqual({ advisors: 25 })
  expect(await seedDemoData(db)).toEqual({ advisors: 0 })
  const [all] = await db.select({ n: count() }).from(advisors)
  const [demo] = await db.select({ n: count() }).from(advisors).where(eq(advisors.isDemo, true))
  expect(all?.n).toBe(25)
  expect(demo?.n).toBe(25)
})
