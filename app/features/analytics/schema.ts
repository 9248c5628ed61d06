import { z } from 'zod'
import { CONTROL_CHARACTER_OR_LINE_BREAK, ONE_LINE_MESSAGE } from '~/lib/fields'
import { LINK_TEXT_MAX, READING_MILESTONES, SCROLL_THRESHOLDS } from './engagement'
import {
  CONVERSION_PATHS,
  EVENT_NAMES,
  HIGH_VALUE_FORMS,
  MAX_BATCH_EVENTS,
  type EventName,
} from './events'

/**
 * The body of `POST /api/analytics/events`, checked event by event: a known name, the page it
 * happened on, and exactly the fields that name carries. No free text beyond a page title and a
 * link's cut text, no query strings (calculator figures live there).
 */
const seconds = z
  .number()
  .int()
  .min(0)
  .max(86_400 * 7)
const percent = z.number().int().min(0).max(100)
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'a lowercase name with dashes')
const sitePath = z
  .string()
  .max(500)
  .regex(/^\/[^?#\s]*$/, 'a path on this site, without a query')
const oneLine = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL_CHARACTER_OR_LINE_BREAK.test(value), ONE_LINE_MESSAGE)
const oneOf = (values: readonly number[]) =>
  z
    .number()
    .int()
    .refine((value) => values.includes(value), `one of ${values.join(', ')}`)

const props = {
  page_view: z.strictObject({}),
  quality_scroll_depth: z.strictObject({ percent: oneOf(SCROLL_THRESHOLDS) }),
  quality_content_read: z.strictObject({ seconds, percent }),
  reading_milestone: z.strictObject({ seconds: oneOf(READING_MILESTONES) }),
  engaged_reader: z.strictObject({ seconds }),
  content_return: z.strictObject({ awaySeconds: seconds }),
  content_interaction: z.strictObject({
    kind: z.enum(['highlight', 'copy']),
    length: z.number().int().min(0).max(1_000_000),
  }),
  potential_frustration: z.strictObject({
    kind: z.literal('rage_click'),
    clicks: z.number().int().min(3).max(1000),
  }),
  quick_bounce: z.strictObject({ seconds, percent }),
  form_engagement: z.strictObject({ form: slug, action: z.enum(['start', 'submit']) }),
  high_value_action: z.strictObject({ action: z.enum(HIGH_VALUE_FORMS) }),
  internal_navigation: z.strictObject({ href: sitePath, text: oneLine(LINK_TEXT_MAX) }),
  external_link_click: z.strictObject({
    href: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .refine((href) => !/[?#]/.test(href), 'an address without a query'),
    text: oneLine(LINK_TEXT_MAX),
  }),
  calculator_used: z.strictObject({
    calculator: slug,
    inputs: z.number().int().min(0).max(100),
    success: z.boolean(),
  }),
  tool_conversion: z.strictObject({ calculator: slug, target: z.enum(CONVERSION_PATHS) }),
  content_quality_metrics: z.strictObject({
    seconds,
    percent,
    interactions: z.number().int().min(0).max(1000),
    score: z.number().int().min(0).max(100),
  }),
} satisfies Record<EventName, z.ZodType>

const eventOf = <N extends EventName>(name: N) =>
  z.strictObject({
    name: z.literal(name),
    path: sitePath,
    title: oneLine(300),
    pageId: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, '8 to 40 letters, digits, - or _'),
    props: props[name],
  })

export const EngagementEventSchema = z.discriminatedUnion(
  'name',
  EVENT_NAMES.map(eventOf) as unknown as [
    ReturnType<typeof eventOf<EventName>>,
    ...ReturnType<typeof eventOf<EventName>>[],
  ],
)

export type StoredEvent = z.output<typeof EngagementEventSchema>

/**
 * The batch `parseBatch` reads, as one schema for the API's OpenAPI document. `parseBatch` checks
 * it step by step instead, to name an oversized batch or an unknown event as such.
 */
export const EventBatchSchema = z.object({
  events: z.array(EngagementEventSchema).min(1).max(MAX_BATCH_EVENTS),
})

export type BatchProblem = { error: string; fieldErrors?: Record<string, string> }

/**
 * A batch as the browser sends it: `{ events: [...] }`, 1 to 50 events. Returns the events or the
 * problem to answer with 400: an oversized batch or an unknown name is named as such, any other
 * fault by the event and field it is in.
 */
export function parseBatch(raw: unknown): { events: StoredEvent[] } | BatchProblem {
  if (
    typeof raw !== 'object' ||
    raw === null ||
    !Array.isArray((raw as { events?: unknown }).events)
  )
    return { error: 'Send a JSON object with an "events" array.' }
  const list = (raw as { events: unknown[] }).events
  if (list.length === 0) return { error: 'The batch has no events.' }
  if (list.length > MAX_BATCH_EVENTS)
    return {
      error: `A batch holds at most ${MAX_BATCH_EVENTS} events; this one has ${list.length}.`,
    }
  const events: StoredEvent[] = []
  for (const [index, item] of list.entries()) {
    const name = (item as { name?: unknown } | null)?.name
    if (typeof name !== 'string' || !(EVENT_NAMES as readonly string[]).includes(name))
      return {
        error: `Unknown event name ${JSON.stringify(typeof name === 'string' ? name.slice(0, 60) : (name ?? null))} at events[${index}].`,
      }
    const result = EngagementEventSchema.safeParse(item)
    if (!result.success) {
      const fieldErrors: Record<string, string> = {}
      for (const issue of result.error.issues)
        fieldErrors[['events', index, ...issue.path].join('.')] ??= issue.message
      return { error: `Event events[${index}] (${name}) is not valid.`, fieldErrors }
    }
    events.push(result.data)
  }
  return { events }
}
