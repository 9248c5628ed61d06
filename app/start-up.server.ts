import type { Config } from '~/config.server'
import type { DatabaseHandle } from '~/db/client.server'
import { ensureAdminAccount, seedDemoAdmin } from '~/features/admin/admin-account.server'
import { twoFactorKey } from '~/features/auth/two-factor/secret-key.server'
import { seedDemoData, shouldSeedDemo } from '~/features/demo/seed.server'
import { logEvent } from '~/lib/log.server'

/**
 * What a server does to its database before it serves: the migrations, the administrator from
 * ADMIN_EMAIL, and the demo seed on an empty database. Copies of the server started together
 * take turns (`exclusively`: a PostgreSQL advisory lock, decision 049): the first migrates and
 * seeds, the others then find the tables made and the data there, and do nothing.
 */
export async function prepareDatabase(database: DatabaseHandle, config: Config): Promise<void> {
  await database.exclusively(async () => {
    await database.migrate()
    // The first process makes the two-factor key file (when no key is configured); others read it.
    twoFactorKey()
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const outcome = await ensureAdminAccount(database.db, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
      })
      // The address stays out of the log: it is personal data.
      if (outcome !== 'unchanged') logEvent('administrator account', { outcome })
    }
    if (shouldSeedDemo(config)) {
      const added = await seedDemoData(database.db)
      const admins = await seedDemoAdmin(database.db)
      if (added.advisors || added.users || added.advisorAccounts || admins)
        logEvent('demo data added', { ...added, admins })
    }
  })
}
