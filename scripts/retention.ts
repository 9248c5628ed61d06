/**
 * `npm run retention`: applies the retention schedule once against the configured database
 * (DATABASE_URL, else the embedded database under DATA_DIR) and prints what each rule did, as
 * counts. The server runs the same job every hour; this is for running it by hand or from cron.
 * Exit code 1 when a rule failed.
 */
import { getConfig } from '../app/config.server'
import { closeDatabase, getDatabase } from '../app/db/client.server'
import { formatRetentionReport } from '../app/features/retention/report'
import { runRetention } from '../app/features/retention/retention.server'

const config = getConfig()
const database = getDatabase()
const now = new Date()
let failed = false
try {
  const reports = await runRetention(database.db, { dataDir: config.DATA_DIR, now })
  // The database's address is not printed: it can hold a password.
  console.log(
    `Retention on the ${database.driver === 'postgres' ? 'PostgreSQL' : 'embedded'} database, ${now.toISOString()}`,
  )
  for (const line of formatRetentionReport(reports)) console.log(line)
  failed = reports.some((report) => report.status === 'failed')
  if (reports.some((report) => report.status === 'failed' && /does not exist/.test(report.error)))
    console.log('The database lacks tables: start the server once, it applies the migrations.')
} catch (error) {
  console.error(`Retention did not run: ${error instanceof Error ? error.message : String(error)}`)
  failed = true
} finally {
  await closeDatabase()
}
process.exit(failed ? 1 : 0)
