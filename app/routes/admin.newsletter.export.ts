import { db } from '~/db/client.server'
import { actorOf, requireAdmin } from '~/features/admin/access.server'
import { filledParams } from '~/lib/list-query'
import { toCsv } from '~/lib/csv'
import { SubscriberFiltersSchema } from '~/features/newsletter/schema'
import {
  allSubscribers,
  recordSubscriberExport,
  SUBSCRIBER_CSV_COLUMNS,
} from '~/features/newsletter/subscribers.server'
import type { Route } from './+types/admin.newsletter.export'

/** The subscriber list as CSV, with the same filters as the page (every page of it). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin(request)
  const filters = SubscriberFiltersSchema.parse(filledParams(url.searchParams))
  const rows = await allSubscribers(db(), filters)
  await recordSubscriberExport(db(), actorOf(session), filters, rows.length)
  const day = new Date().toISOString().slice(0, 10)
  return new Response(toCsv(SUBSCRIBER_CSV_COLUMNS, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
