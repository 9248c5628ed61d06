import { useCallback, useEffect, useState } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { useSignedInUser } from '~/ui/use-signed-in-user'
import type { CalculatorType } from '../calculator-types'

type SaveState =
  'idle' | 'saving' | 'saved' | 'auto-saved' | 'already-saved' | 'signed-out' | 'failed'

/**
 * 'Save to my dashboard', for signed-in users only. It sends the page's current share query to
 * POST /api/user/calculator-history; without JavaScript the form posts the inputs the page was
 * rendered with to the dashboard. `autoSave` saves once when the page loads (the dividend page).
 */
export function SaveCalculation({
  calculatorType,
  autoSave = false,
}: {
  calculatorType: CalculatorType
  autoSave?: boolean
}) {
  const user = useSignedInUser()
  const { pathname, search } = useLocation()
  const fetcher = useFetcher<SaveAnswer>()
  const [auto, setAuto] = useState(false)

  const save = useCallback(
    (isAuto: boolean) => {
      setAuto(isAuto)
      void fetcher.submit(
        {
          calculatorType,
          data: { inputs: window.location.search.slice(1) },
          timestamp: new Date().toISOString(),
        },
        { method: 'post', action: '/api/user/calculator-history', encType: 'application/json' },
      )
    },
    // `fetcher.submit` keeps its identity across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [calculatorType],
  )
  const state = saveState(fetcher.state, fetcher.data, auto)

  const signedIn = user !== null
  useEffect(() => {
    if (autoSave && signedIn) save(true)
  }, [autoSave, signedIn, save])

  if (!user) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <form
        method="post"
        action="/dashboard"
        data-analytics="save-calculation"
        onSubmit={(event) => {
          event.preventDefault()
          save(false)
        }}
      >
        <input type="hidden" name="intent" value="save-calculation" />
        <input type="hidden" name="calculatorType" value={calculatorType} />
        <input type="hidden" name="inputs" value={search.replace(/^\?/, '')} />
        <button type="submit" className="btn-secondary" disabled={state === 'saving'}>
          Save to my dashboard
        </button>
      </form>
      <p role="status" className="text-sm text-slate-700">
        <SaveMessage
          state={state}
          loginHref={`/login?${new URLSearchParams({ redirect: pathname })}`}
        />
      </p>
    </div>
  )
}

/** What POST /api/user/calculator-history answers: the saved item, or an error (`login` when signed out). */
type SaveAnswer = { id: string; duplicate: boolean } | { error: string; login?: string }

function saveState(
  fetcherState: 'idle' | 'loading' | 'submitting',
  answer: SaveAnswer | undefined,
  auto: boolean,
): SaveState {
  if (fetcherState !== 'idle') return 'saving'
  if (!answer) return 'idle'
  if ('error' in answer) return answer.login ? 'signed-out' : 'failed'
  return auto ? 'auto-saved' : answer.duplicate ? 'already-saved' : 'saved'
}

function SaveMessage({ state, loginHref }: { state: SaveState; loginHref: string }) {
  const dashboard = (
    <Link to="/dashboard" className="font-semibold text-brand-700 underline">
      View your dashboard
    </Link>
  )
  switch (state) {
    case 'saved':
      return <>Saved to your dashboard. {dashboard}</>
    case 'auto-saved':
      return <>This result is saved on your dashboard. {dashboard}</>
    case 'already-saved':
      return <>This result is already saved on your dashboard. {dashboard}</>
    case 'signed-out':
      return (
        <>
          Your session has ended.{' '}
          <Link to={loginHref} className="font-semibold text-brand-700 underline">
            Sign in again
          </Link>{' '}
          to save.
        </>
      )
    case 'failed':
      return <>We could not save this calculation. Please try again.</>
    default:
      return null
  }
}
