import type { CsvColumn } from '~/lib/csv'
import { READING_MILESTONES, SCROLL_THRESHOLDS } from './engagement'
import { DAY_MS } from '~/lib/time'

/**
 * The admin analytics report: its periods, its shape and its tables. Each table is defined once,
 * with its columns, and both the page and its CSV export are written from that definition.
 */
export const REPORT_PERIODS = [7, 30, 90] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]
export const DEFAULT_PERIOD: ReportPeriod = 30

export function parsePeriod(raw: string | null): ReportPeriod | null {
  if (raw === null || raw === '') return DEFAULT_PERIOD
  return REPORT_PERIODS.find((days) => String(days) === raw) ?? null
}

export interface DayRow {
  day: string
  pageViews: number
  visitors: number
}
export interface PageRow {
  path: string
  title: string
  views: number
  /** Average engagement score of the page views that ended; null when none did. */
  avgScore: number | null
  scored: number
}
export interface ScrollRow {
  path: string
  title: string
  views: number
  /** Page views that reached each threshold, in the order of SCROLL_THRESHOLDS. */
  reached: number[]
}
export interface MilestoneRow {
  seconds: number
  pageViews: number
}
export interface CalculatorRow {
  calculator: string
  uses: number
  successes: number
}
export interface FunnelRow {
  step: string
  count: number
  source: string
}
export interface LinkRow {
  href: string
  text: string
  clicks: number
}

export interface AnalyticsReport {
  days: ReportPeriod
  /** First day of the period (UTC), `YYYY-MM-DD`. */
  from: string
  to: string
  daily: DayRow[]
  topByViews: PageRow[]
  topByScore: PageRow[]
  scrollDepth: ScrollRow[]
  milestones: MilestoneRow[]
  calculators: CalculatorRow[]
  funnel: FunnelRow[]
  externalLinks: LinkRow[]
}

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null

const milestoneLabel = (seconds: number) =>
  seconds < 60 ? `${seconds} seconds` : `${seconds / 60} minute${seconds === 60 ? '' : 's'}`

interface ReportTable<Row> {
  title: string
  /** Said under the title. */
  note?: string
  rows: (report: AnalyticsReport) => Row[]
  columns: readonly CsvColumn<Row>[]
}

const table = <Row>(definition: ReportTable<Row>) => definition

const pageColumns: readonly CsvColumn<PageRow>[] = [
  { header: 'Page', value: (r) => r.path },
  { header: 'Title', value: (r) => r.title },
  { header: 'Page views', value: (r) => r.views },
  { header: 'Average engagement score', value: (r) => r.avgScore },
  { header: 'Page views with a score', value: (r) => r.scored },
]

export const REPORT_TABLES = {
  daily: table<DayRow>({
    title: 'Page views and unique visitors per day',
    note: 'A visitor is counted once a day: their code changes every day, so visitors of different days cannot be told apart or added up.',
    rows: (r) => r.daily,
    columns: [
      { header: 'Day (UTC)', value: (r) => r.day },
      { header: 'Page views', value: (r) => r.pageViews },
      { header: 'Unique visitors', value: (r) => r.visitors },
    ],
  }),
  'top-pages': table<PageRow>({
    title: 'Top pages by views',
    rows: (r) => r.topByViews,
    columns: pageColumns,
  }),
  'top-engagement': table<PageRow>({
    title: 'Top pages by average engagement score',
    note: 'Score 0–100 from time on the page, scroll depth and interactions, sent when a page view ends; above 70 is high satisfaction.',
    rows: (r) => r.topByScore,
    columns: pageColumns,
  }),
  'scroll-depth': table<ScrollRow>({
    title: 'Scroll depth per article',
    note: 'Share of the article’s page views that scrolled at least this far.',
    rows: (r) => r.scrollDepth,
    columns: [
      { header: 'Article', value: (r) => r.path },
      { header: 'Page views', value: (r) => r.views },
      ...SCROLL_THRESHOLDS.map((threshold, index): CsvColumn<ScrollRow> => ({
        header: `${threshold}% (share of views)`,
        value: (r) => percent(r.reached[index] ?? 0, r.views),
      })),
    ],
  }),
  milestones: table<MilestoneRow>({
    title: 'Reading milestones',
    note: 'Page views that stayed open in a visible tab this long.',
    rows: (r) => r.milestones,
    columns: [
      { header: 'Milestone', value: (r) => milestoneLabel(r.seconds) },
      { header: 'Page views', value: (r) => r.pageViews },
    ],
  }),
  calculators: table<CalculatorRow>({
    title: 'Calculator use',
    note: 'A use is a change of inputs left for a moment; success means the calculator produced a result.',
    rows: (r) => r.calculators,
    columns: [
      { header: 'Calculator', value: (r) => r.calculator },
      { header: 'Uses', value: (r) => r.uses },
      { header: 'With a result', value: (r) => r.successes },
      { header: 'Success rate (%)', value: (r) => percent(r.successes, r.uses) },
    ],
  }),
  funnel: table<FunnelRow>({
    title: 'Assessment funnel',
    rows: (r) => r.funnel,
    columns: [
      { header: 'Step', value: (r) => r.step },
      { header: 'Count', value: (r) => r.count },
      { header: 'Counted from', value: (r) => r.source },
    ],
  }),
  'external-links': table<LinkRow>({
    title: 'External link clicks',
    rows: (r) => r.externalLinks,
    columns: [
      { header: 'Address', value: (r) => r.href },
      { header: 'Link text', value: (r) => r.text },
      { header: 'Clicks', value: (r) => r.clicks },
    ],
  }),
} as const

export type ReportTableKey = keyof typeof REPORT_TABLES
export const REPORT_TABLE_KEYS = Object.keys(REPORT_TABLES) as ReportTableKey[]

export function parseTableKey(raw: string | null): ReportTableKey | null {
  return REPORT_TABLE_KEYS.find((key) => key === raw) ?? null
}

/** Milestones in their order, with zero for those no page view reached. */
export function milestoneRows(counts: ReadonlyMap<number, number>): MilestoneRow[] {
  return READING_MILESTONES.map((seconds) => ({ seconds, pageViews: counts.get(seconds) ?? 0 }))
}

/** Every day from `from` to `to` (UTC, inclusive), with zeros for days without events. */
export function dayRows(from: Date, days: number, counts: ReadonlyMap<string, DayRow>): DayRow[] {
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10)
    return counts.get(day) ?? { day, pageViews: 0, visitors: 0 }
  })
}
