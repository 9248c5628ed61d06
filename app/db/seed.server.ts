import { count } from 'drizzle-orm'
import type { Config } from '~/config.server'
import { DEMO_ADVISORS } from '~/features/advisors/demo-advisors'
import type { Database } from './client.server'
import { advisors } from './schema'

/**
 * Whether to add demo data: on in development, off in production unless SEED_DEMO=true is set
 * explicitly (`npm start` does, so a newcomer sees matching work); SEED_DEMO=false always wins.
 */
export function shouldSeedDemo(config: Pick<Config, 'SEED_DEMO' | 'isProduction'>): boolean {
  return config.SEED_DEMO ?? !config.isProduction
}

/**
 * Adds the fictional demo advisors to a database that has no advisors yet, so matching works out
 * of the box. A database with real advisors is never touched. Returns how many were added.
 */
export async function seedDemoData(db: Database): Promise<{ advisors: number }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(advisors)
    if ((existing?.n ?? 0) > 0) return { advisors: 0 }
    await tx
      .insert(advisors)
      .values(
        DEMO_ADVISORS.map((advisor) => ({ ...advisor, states: [...advisor.states], isDemo: true })),
      )
    return { advisors: DEMO_ADVISORS.length }
  })
}
