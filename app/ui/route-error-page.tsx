import { isRouteErrorResponse } from 'react-router'
import { SITE_NAME } from '~/site'

/**
 * The page shown for an error a route answered (404, 403, 405 …) or met (500). The root's error
 * boundary shows it, and so does a route's own boundary for the errors it has no page of its own
 * for: an error boundary that re-throws during server rendering fails the whole page with a 500.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  const title =
    status === 404 ? 'Page not found' : status === 403 ? 'Access denied' : 'Something went wrong'
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">
        {status === 404
          ? 'We could not find that page.'
          : status === 403
            ? 'Your account cannot open this page. Sign in with an account that can, or go back.'
            : 'We could not load this page. Please try again in a moment.'}
      </p>
      <a href="/" className="btn-primary mt-8">
        Go to the home page
      </a>
    </section>
  )
}
