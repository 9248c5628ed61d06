import { useCallback, useState } from 'react'
import { useLocation } from 'react-router'
import { CHART_PARAM } from './use-chart-tab'
import { PREFILL_PARAM } from '../prefill-marker'

/**
 * Calculator inputs kept in the URL query. The first render reads the query (so the server renders
 * the right results), and every change replaces the URL in place: shareable and reloadable, without
 * a history entry or a server round trip per keystroke.
 */
export function useQueryInputs<T>(
  parse: (params: URLSearchParams) => T,
  toSearch: (input: T) => string,
) {
  const location = useLocation()
  const [inputs, setInputs] = useState<T>(() => parse(new URLSearchParams(location.search)))

  const update = useCallback(
    (next: T) => {
      setInputs(next)
      // The chart chosen stays in the address with the new inputs, and so does the mark of figures
      // filled in from an assessment (decision 050): the page keeps its note and stays private.
      const current = new URLSearchParams(window.location.search)
      const keep = new URLSearchParams()
      for (const name of [CHART_PARAM, PREFILL_PARAM]) {
        const value = current.get(name)
        if (value !== null) keep.set(name, value)
      }
      const kept = keep.size === 0 ? '' : `&${keep}`
      // React Router keeps its own state in history.state; it must survive the replace.
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}?${toSearch(next)}${kept}`,
      )
    },
    [toSearch],
  )

  const reset = useCallback((defaults: T) => {
    setInputs(defaults)
    window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [])

  return { inputs, update, reset }
}
