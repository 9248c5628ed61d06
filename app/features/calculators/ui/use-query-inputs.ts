import { useCallback, useState } from 'react'
import { useLocation } from 'react-router'

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
      // React Router keeps its own state in history.state; it must survive the replace.
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}?${toSearch(next)}`,
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
