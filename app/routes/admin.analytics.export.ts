import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import {
  parsePeriod,
  parseTableKey,
  REPORT_TABLE_KEYS,
  REPORT_TABLES,
} from '~/features/analytics/report'
import { loadAnalyticsReport } from '~/features/analytics/report.server'
import { toCsv, type CsvColumn } from '~/lib/csv'
import type { AnalyticsReport } from '~/features/analytics/report'
import type { Route } from './+types/admin.analytics.export'

const refuse = (message: string) =>
  new Response(message, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/** One table of /admin/analytics as CSV: `?table=daily&days=30`. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request)
  const table = parseTableKey(url.searchParams.get('table'))
  if (!table) return refuse(`Choose a table: ${REPORT_TABLE_KEYS.join(', ')}.`)
  const days = parsePeriod(url.searchParams.get('days'))
  if (!days) return refuse('The period must be 7, 30 or 90 days.')
  const report = await loadAnalyticsReport(db(), days)
  const definition = REPORT_TABLES[table] as unknown as {
    rows: (r: AnalyticsReport) => unknown[]
    columns: readonly CsvColumn<unknown>[]
  }
  return new Response(toCsv(definition.columns, definition.rows(report)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="analytics-${table}-${report.from}-to-${report.to}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
