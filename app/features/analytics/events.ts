/**
 * The engagement events the browser sends (seed 000 §9's names, and `page_view` on every route
 * change), what each carries, and the names of the site's forms the tracker knows. Pure, and types
 * only for the browser: the tracker must stay a few KB; the server checks each event with
 * `schema.server.ts`.
 */
export const EVENT_NAMES = [
  'page_view',
  'quality_scroll_depth',
  'quality_content_read',
  'reading_milestone',
  'engaged_reader',
  'content_return',
  'content_interaction',
  'potential_frustration',
  'quick_bounce',
  'form_engagement',
  'high_value_action',
  'internal_navigation',
  'external_link_click',
  'calculator_used',
  'tool_conversion',
  'content_quality_metrics',
] as const

export type EventName = (typeof EVENT_NAMES)[number]

/** What each event carries beside its page (seconds are visible time on the page). */
export interface EventProps {
  page_view: Record<string, never>
  quality_scroll_depth: { percent: number }
  quality_content_read: { seconds: number; percent: number }
  reading_milestone: { seconds: number }
  engaged_reader: { seconds: number }
  content_return: { awaySeconds: number }
  content_interaction: { kind: 'highlight' | 'copy'; length: number }
  potential_frustration: { kind: 'rage_click'; clicks: number }
  quick_bounce: { seconds: number; percent: number }
  form_engagement: { form: string; action: 'start' | 'submit' }
  high_value_action: { action: HighValueForm }
  internal_navigation: { href: string; text: string }
  external_link_click: { href: string; text: string }
  calculator_used: { calculator: string; inputs: number; success: boolean }
  tool_conversion: { calculator: string; target: string }
  /** The page's last event: its totals and engagement score. */
  content_quality_metrics: {
    seconds: number
    percent: number
    interactions: number
    score: number
  }
}

/** One event as sent: the page it happened on (path without query, title) and a page-view id. */
export type EngagementEvent = {
  [N in EventName]: {
    name: N
    path: string
    title: string
    /** Random per page view, so a page's events can be read together; names no one. */
    pageId: string
    props: EventProps[N]
  }
}[EventName]

/** Forms whose sending is a high-value action, by their `data-analytics` name. */
export const HIGH_VALUE_FORMS = ['assessment', 'newsletter', 'signup', 'save-calculation'] as const
export type HighValueForm = (typeof HIGH_VALUE_FORMS)[number]

/** Where a calculator visitor converts: the assessment or an account. */
export const CONVERSION_PATHS = ['/investment-readiness', '/signup'] as const

/** Most events a batch may hold; the tracker sends before it has more. */
export const MAX_BATCH_EVENTS = 50
/** Where batches go. */
export const EVENTS_ENDPOINT = '/api/analytics/events'
