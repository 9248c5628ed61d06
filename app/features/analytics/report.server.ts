import { and, count, desc, eq, gte, like, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { analyticsEvents, leadMatches, leads, scoreOnlySubmissions } from '~/db/schema'
import { qualified } from '~/db/sql'
import { SCROLL_THRESHOLDS } from './engagement'
import {
  dayRows,
  milestoneRows,
  type AnalyticsReport,
  type DayRow,
  type PageRow,
  type ReportPeriod,
} from './report'
import { DAY_MS } from '~/lib/time'

/** Rows in the top-pages and link tables. */
const TOP = 10
/** The assessment's page, whose views open the funnel. */
const ASSESSMENT_PATH = '/investment-readiness'

const int = (expression: ReturnType<typeof sql>) => sql<number>`(${expression})::int`
/**
 * A field of the events' props. The name is written into the statement (never a parameter), so
 * that a select and its GROUP BY are the same expression; only the fixed names below are used.
 */
type PropName =
  'score' | 'percent' | 'seconds' | 'calculator' | 'success' | 'form' | 'action' | 'href' | 'text'
const prop = (name: PropName) => sql`${analyticsEvents.props}->>${sql.raw(`'${name}'`)}`

/**
 * The report on `/admin/analytics` for the last `days` UTC days up to `now` (today included),
 * read from the stored events, and from stored leads for the funnel's last two steps.
 */
export async function loadAnalyticsReport(
  db: Database,
  days: ReportPeriod,
  now: Date = new Date(),
): Promise<AnalyticsReport> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const from = new Date(today.getTime() - (days - 1) * DAY_MS)
  const inPeriod = gte(analyticsEvents.createdAt, from)
  const named = (name: string) => and(inPeriod, eq(analyticsEvents.name, name))
  const dayOf = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`

  const [daily, pages, scrolls, milestones, calculators, funnel, leadCounts, links, scoreOnly] =
    await Promise.all([
      db
        .select({
          day: dayOf,
          pageViews: int(sql`count(*)`),
          visitors: int(sql`count(distinct ${analyticsEvents.visitor})`),
        })
        .from(analyticsEvents)
        .where(named('page_view'))
        .groupBy(dayOf),
      db
        .select({
          path: analyticsEvents.path,
          title: sql<string>`max(${analyticsEvents.title})`,
          views: int(sql`count(*) filter (where ${analyticsEvents.name} = 'page_view')`),
          avgScore: sql<
            number | null
          >`round(avg((${prop('score')})::numeric) filter (where ${analyticsEvents.name} = 'content_quality_metrics'))::int`,
          scored: int(
            sql`count(*) filter (where ${analyticsEvents.name} = 'content_quality_metrics')`,
          ),
        })
        .from(analyticsEvents)
        .where(
          and(inPeriod, sql`${analyticsEvents.name} in ('page_view', 'content_quality_metrics')`),
        )
        .groupBy(analyticsEvents.path),
      db
        .select({
          path: analyticsEvents.path,
          percent: int(prop('percent')),
          pageViews: int(sql`count(distinct ${analyticsEvents.pageId})`),
        })
        .from(analyticsEvents)
        .where(and(named('quality_scroll_depth'), like(analyticsEvents.path, '/blog/%')))
        .groupBy(analyticsEvents.path, prop('percent')),
      db
        .select({
          seconds: int(prop('seconds')),
          pageViews: int(sql`count(distinct ${analyticsEvents.pageId})`),
        })
        .from(analyticsEvents)
        .where(named('reading_milestone'))
        .groupBy(prop('seconds')),
      db
        .select({
          calculator: sql<string>`${prop('calculator')}`,
          uses: int(sql`count(*)`),
          successes: int(sql`count(*) filter (where (${prop('success')})::boolean)`),
        })
        .from(analyticsEvents)
        .where(named('calculator_used'))
        .groupBy(prop('calculator'))
        .orderBy(desc(sql`count(*)`)),
      db
        .select({
          views: int(
            sql`count(*) filter (where ${analyticsEvents.name} = 'page_view' and ${analyticsEvents.path} = ${ASSESSMENT_PATH})`,
          ),
          started: int(
            sql`count(distinct ${analyticsEvents.pageId}) filter (where ${analyticsEvents.name} = 'form_engagement' and ${prop('form')} = 'assessment' and ${prop('action')} = 'start')`,
          ),
        })
        .from(analyticsEvents)
        .where(inPeriod),
      db
        .select({
          submitted: count(),
          matched: int(
            sql`count(*) filter (where exists (select 1 from ${leadMatches} where ${qualified(leadMatches.leadId)} = ${qualified(leads.id)}))`,
          ),
        })
        .from(leads)
        .where(gte(leads.createdAt, from)),
      db
        .select({
          href: sql<string>`${prop('href')}`,
          text: sql<string>`max(${prop('text')})`,
          clicks: int(sql`count(*)`),
        })
        .from(analyticsEvents)
        .where(named('external_link_click'))
        .groupBy(prop('href'))
        .orderBy(desc(sql`count(*)`), prop('href'))
        .limit(TOP * 2),
      // "Just show my score" submissions: submitted, never matched.
      db
        .select({ submitted: count() })
        .from(scoreOnlySubmissions)
        .where(gte(scoreOnlySubmissions.createdAt, from)),
    ])

  const pageRows: PageRow[] = pages.map((row) => ({ ...row, avgScore: row.avgScore ?? null }))
  const byPath = new Map(pageRows.map((row) => [row.path, row]))
  const byViews = (a: PageRow, b: PageRow) => b.views - a.views || a.path.localeCompare(b.path)

  const scrollByPath = new Map<string, number[]>()
  for (const row of scrolls) {
    const index = (SCROLL_THRESHOLDS as readonly number[]).indexOf(row.percent)
    if (index < 0) continue
    const reached = scrollByPath.get(row.path) ?? SCROLL_THRESHOLDS.map(() => 0)
    reached[index] = row.pageViews
    scrollByPath.set(row.path, reached)
  }

  const [events] = funnel
  const [stored] = leadCounts
  return {
    days,
    from: from.toISOString().slice(0, 10),
    to: today.toISOString().slice(0, 10),
    daily: dayRows(from, days, new Map(daily.map((row: DayRow) => [row.day, row]))),
    topByViews: pageRows
      .filter((row) => row.views > 0)
      .sort(byViews)
      .slice(0, TOP),
    topByScore: pageRows
      .filter((row) => row.avgScore !== null)
      .sort((a, b) => (b.avgScore ?? 0) - (a.avgScore ?? 0) || byViews(a, b))
      .slice(0, TOP),
    scrollDepth: [...scrollByPath]
      .map(([path, reached]) => {
        const page = byPath.get(path)
        return { path, title: page?.title ?? path, views: page?.views ?? 0, reached }
      })
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
    milestones: milestoneRows(new Map(milestones.map((row) => [row.seconds, row.pageViews]))),
    calculators,
    funnel: [
      {
        step: 'Assessment page views',
        count: events?.views ?? 0,
        source: 'engagement events',
      },
      {
        step: 'Started the form',
        count: events?.started ?? 0,
        source: 'engagement events',
      },
      {
        step: 'Submitted',
        count: (stored?.submitted ?? 0) + (scoreOnly[0]?.submitted ?? 0),
        source: 'stored assessments, with and without introductions',
      },
      {
        step: 'Matched with an advisor',
        count: stored?.matched ?? 0,
        source: 'stored assessments',
      },
    ],
    externalLinks: links,
  }
}
