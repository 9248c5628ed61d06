import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { qualified } from '~/db/sql'
import {
  advisors,
  blogViews,
  leadMatches,
  leads,
  newsletterSubscribers,
  scoreOnlySubmissions,
} from '~/db/schema'
import type { LeadCategory } from '~/features/assessment'
import { publicPosts } from '~/features/blog/index.server'
import { DAY_MS } from '~/lib/time'

/** Weeks of newsletter sign-ups on the dashboard. */
const GROWTH_WEEKS = 8

/** Period starts in UTC, the time zone of every date the site stores and shows. */
export function periodStarts(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  // Weeks start on Monday.
  const week = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS)
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  return { today, week, month }
}

type CategoryCounts = Record<LeadCategory, number> & { total: number }

const emptyCounts = (): CategoryCounts => ({ HOT: 0, WARM: 0, COLD: 0, total: 0 })

async function leadsByCategorySince(db: Database, since: Date): Promise<CategoryCounts> {
  const rows = await db
    .select({ category: leads.category, n: count() })
    .from(leads)
    .where(gte(leads.createdAt, since))
    .groupBy(leads.category)
  const counts = emptyCounts()
  for (const row of rows) {
    counts[row.category] = row.n
    counts.total += row.n
  }
  return counts
}

/** Assessments taken with "Just show my score" since each start: counted apart, never leads. */
async function scoreOnlySince(db: Database, starts: { today: Date; week: Date; month: Date }) {
  const since = (start: Date) =>
    sql<number>`count(*) filter (where ${scoreOnlySubmissions.createdAt} >= ${start})`
  const [row] = await db
    .select({ today: since(starts.today), week: since(starts.week), month: since(starts.month) })
    .from(scoreOnlySubmissions)
    .where(
      gte(scoreOnlySubmissions.createdAt, starts.month < starts.week ? starts.month : starts.week),
    )
  return {
    today: Number(row?.today ?? 0),
    week: Number(row?.week ?? 0),
    month: Number(row?.month ?? 0),
  }
}

/** Everything on `/admin/dashboard`, read from the database at `now`. */
export async function loadAdminDashboard(db: Database, now = new Date()) {
  const { today, week, month } = periodStarts(now)
  const growthStart = new Date(week.getTime() - (GROWTH_WEEKS - 1) * 7 * DAY_MS)

  const [
    leadsToday,
    leadsWeek,
    leadsMonth,
    matchRows,
    advisorRows,
    newest,
    subscriberTotals,
    signupRows,
    viewRows,
    posts,
    scoreOnly,
  ] = await Promise.all([
    leadsByCategorySince(db, today),
    leadsByCategorySince(db, week),
    leadsByCategorySince(db, month),
    // This month's qualified leads, and how many of them reached at least one advisor.
    db
      .select({
        qualified: count(),
        matched: sql<number>`count(*) filter (where exists (select 1 from ${leadMatches} where ${qualified(leadMatches.leadId)} = ${qualified(leads.id)}))`,
        withheld: sql<number>`count(*) filter (where ${leads.matchingWithheld} is not null)`,
      })
      .from(leads)
      .where(and(gte(leads.createdAt, month), sql`${leads.category} in ('HOT', 'WARM')`)),
    db
      .select({
        id: advisors.id,
        name: advisors.name,
        firm: advisors.firm,
        active: advisors.active,
        capacity: advisors.monthlyCapacity,
        thisMonth: sql<number>`(select count(*)::int from ${leadMatches} where ${qualified(leadMatches.advisorId)} = ${qualified(advisors.id)} and ${qualified(leadMatches.createdAt)} >= ${month})`,
      })
      .from(advisors)
      .where(eq(advisors.active, true)),
    db
      .select({
        id: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        state: leads.state,
        score: leads.score,
        category: leads.category,
        createdAt: leads.createdAt,
        matches: sql<number>`(select count(*)::int from ${leadMatches} where ${qualified(leadMatches.leadId)} = ${qualified(leads.id)})`,
      })
      .from(leads)
      .orderBy(desc(leads.createdAt))
      .limit(10),
    db
      .select({
        active: sql<number>`count(*) filter (where ${newsletterSubscribers.unsubscribedAt} is null)`,
        unsubscribed: sql<number>`count(*) filter (where ${newsletterSubscribers.unsubscribedAt} is not null)`,
      })
      .from(newsletterSubscribers),
    db
      .select({ subscribedAt: newsletterSubscribers.subscribedAt })
      .from(newsletterSubscribers)
      .where(gte(newsletterSubscribers.subscribedAt, growthStart)),
    db.select().from(blogViews).orderBy(desc(blogViews.views)).limit(5),
    publicPosts(db, now),
    scoreOnlySince(db, { today, week, month }),
  ])

  const weeks = Array.from({ length: GROWTH_WEEKS }, (_, i) => ({
    weekOf: new Date(growthStart.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10),
    signups: 0,
  }))
  for (const { subscribedAt } of signupRows) {
    const index = Math.floor((subscribedAt.getTime() - growthStart.getTime()) / (7 * DAY_MS))
    if (weeks[index]) weeks[index].signups += 1
  }

  const titles = new Map(posts.map((post) => [post.slug, post.title]))
  const match = matchRows[0]
  const qualifiedLeads = Number(match?.qualified ?? 0)
  const matched = Number(match?.matched ?? 0)

  return {
    leads: { today: leadsToday, week: leadsWeek, month: leadsMonth },
    /** "Just show my score" submissions: no lead, so not in `leads`. */
    scoreOnly,
    matching: {
      qualified: qualifiedLeads,
      matched,
      withheld: Number(match?.withheld ?? 0),
      /** Whole percent of this month's qualified leads that reached an advisor; null without any. */
      rate: qualifiedLeads ? Math.round((matched / qualifiedLeads) * 100) : null,
    },
    advisors: advisorRows
      .map((a) => ({ ...a, thisMonth: Number(a.thisMonth) }))
      .sort(
        (a, b) =>
          b.thisMonth / b.capacity - a.thisMonth / a.capacity || a.name.localeCompare(b.name),
      ),
    newestLeads: newest.map((lead) => ({
      id: lead.id,
      name: `${lead.firstName} ${lead.lastName}`,
      state: lead.state,
      score: lead.score,
      category: lead.category,
      createdAt: lead.createdAt.toISOString(),
      matches: Number(lead.matches),
    })),
    newsletter: {
      active: Number(subscriberTotals[0]?.active ?? 0),
      unsubscribed: Number(subscriberTotals[0]?.unsubscribed ?? 0),
      weeks,
    },
    mostRead: viewRows
      .filter((row) => row.views > 0)
      .map((row) => ({
        slug: row.slug,
        title: titles.get(row.slug) ?? row.slug,
        views: row.views,
      })),
  }
}

export type AdminDashboard = Awaited<ReturnType<typeof loadAdminDashboard>>
