import { DAY_MS } from '~/lib/time'
import { oncePerKey } from '~/lib/once'
/**
 * A meeting is typed as a wall-clock time (`<input type="datetime-local">`, "2026-06-02T14:30") in
 * the advisor's time zone, which the page sends beside it. The server stores the instant.
 */

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** Whether `timeZone` is an IANA zone name this runtime knows ("America/Chicago", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    wallClock(timeZone)
    return true
  } catch {
    return false
  }
}

/** One wall-clock formatter per time zone, built on first use (building one is the slow part). */
const wallClock = oncePerKey(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
)

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a wall-clock time in `timeZone` names, or null for a malformed or impossible time.
 * A time skipped by a daylight-saving change resolves to the same clock reading after the change,
 * as most calendars do; a repeated hour resolves to its first occurrence.
 */
export function zonedTimeToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local)
  if (!match || !isTimeZone(timeZone)) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0))
  if (hour === undefined || minute === undefined || hour > 23 || minute > 59 || (second ?? 0) > 59)
    return null
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute, second ?? 0)
  const date = new Date(wall)
  if (date.getUTCMonth() !== (month ?? 0) - 1 || date.getUTCDate() !== day) return null
  // The zone's offsets around that day: the one in force before and after any change.
  const offsets = [-DAY_MS, 0, DAY_MS].map((shift) => zoneOffsetMs(wall + shift, timeZone))
  const matching = offsets
    .map((offset) => wall - offset)
    .filter((instant) => instant + zoneOffsetMs(instant, timeZone) === wall)
  if (matching.length) return new Date(Math.min(...matching))
  return new Date(wall - Math.min(...offsets))
}

/** The `datetime-local` value for an instant seen in `timeZone` ("2026-06-02T14:30"). */
export function instantToZonedTime(iso: string, timeZone: string): string {
  const instant = new Date(iso).getTime()
  const wall = new Date(instant + zoneOffsetMs(instant, timeZone))
  return wall.toISOString().slice(0, 16)
}
