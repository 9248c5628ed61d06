import { useHydrated } from '~/ui/use-hydrated'
import { formatDateTime } from './portal-format'

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
