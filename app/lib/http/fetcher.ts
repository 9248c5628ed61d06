import { data, isRouteErrorResponse } from 'react-router'

/**
 * For a route's `clientAction`, when its action is called by fetchers: if the answer never arrives
 * (the network is down, a proxy answers with its own error page) the fetcher gets `fallback` with a
 * 503, instead of the page's error boundary replacing what the visitor typed. The failed status
 * also tells React Router not to reload the page's data from a server that just failed.
 */
export async function serverActionOr<Answer, Fallback>(
  serverAction: () => Promise<Answer>,
  fallback: Fallback | ((status: number | null) => Fallback),
) {
  try {
    return await serverAction()
  } catch (error) {
    // A status the server gave outside the app (a rate limit, a refused body), else none.
    const status = isRouteErrorResponse(error) ? error.status : null
    const answer =
      typeof fallback === 'function'
        ? (fallback as (status: number | null) => Fallback)(status)
        : fallback
    return data(answer, { status: 503 })
  }
}
