import { PREFILL_PARAM } from '../prefill-marker'
import { useState } from 'react'
import { useLocation } from 'react-router'

/** The query parameter that names the chart shown, so a chart tab can be linked to and reloaded. */
export const CHART_PARAM = 'chart'

/**
 * The chart tab a calculator shows: read from the URL on the first render (the server draws the
 * chosen chart), switched in place on a click, and written back to the URL without a history entry.
 * `hrefFor` gives each tab a link to the page with the current inputs and that tab, for readers
 * whose browser has not run the script.
 */
export function useChartTab<T extends string>(tabs: readonly { id: T }[], search: string) {
  const location = useLocation()
  const first = tabs[0]?.id as T
  const [tab, setTab] = useState<T>(() => {
    const asked = new URLSearchParams(location.search).get(CHART_PARAM)
    return tabs.find((t) => t.id === asked)?.id ?? first
  })

  function select(id: T) {
    setTab(id)
    const url = new URL(window.location.href)
    url.searchParams.set(CHART_PARAM, id)
    window.history.replaceState(window.history.state, '', url)
  }

  function hrefFor(id: T) {
    const params = new URLSearchParams(search)
    params.set(CHART_PARAM, id)
    // Figures filled in from an assessment stay marked as such (decision 050).
    const marker = new URLSearchParams(location.search).get(PREFILL_PARAM)
    if (marker !== null) params.set(PREFILL_PARAM, marker)
    return `?${params.toString()}`
  }

  return { tab, select, hrefFor, reset: () => setTab(first) }
}
