import { useHydrated } from '~/ui/use-hydrated'
import { formatDateTime } from '~/lib/zoned-time'
import { meetingTimes } from './time-zones'

/** The reader's time zone once the page runs in the browser; UTC in the server's HTML. */
export function useReaderTimeZone(): string {
  const hydrated = useHydrated()
  return hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : 'UTC'
}

/**
 * A moment written in the reader's own time zone. The server's HTML (and a browser without
 * JavaScript) shows it in UTC, saying so, so the first render and hydration agree.
 */
export function LocalTime({ iso }: { iso: string }) {
  const timeZone = useReaderTimeZone()
  return <time dateTime={iso}>{formatDateTime(iso, timeZone)}</time>
}

/**
 * A meeting's time in the advisor's time zone (their office's) and in the lead's, each saying
 * which zone it is; the same in the server's HTML and the browser.
 */
export function MeetingTime({
  iso,
  officeState,
  leadState,
}: {
  iso: string
  officeState: string
  leadState: string
}) {
  const times = meetingTimes(iso, officeState, leadState)
  return (
    <>
      <time dateTime={iso}>{times.advisor.text}</time> your time ({times.advisor.timeZone});{' '}
      {'unknown' in times.lead ? (
        times.lead.unknown
      ) : (
        <>
          {times.lead.text} for the lead ({times.lead.state}, {times.lead.timeZone}).
        </>
      )}
    </>
  )
}
