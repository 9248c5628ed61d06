import { Link } from 'react-router'

/** The 404 page of an unknown article address (answered with status 404, never a redirect). */
export function PostNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">Post Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">
        We could not find an article at this address. It may have moved, or the link may be
        mistyped.
      </p>
      <Link to="/blog" className="btn-primary mt-8">
        Browse all articles
      </Link>
    </section>
  )
}
