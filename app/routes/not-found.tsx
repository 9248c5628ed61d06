import { Link, data } from 'react-router'
import { AssessmentCtaNote } from '~/features/legal/assessment-cta-note'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/not-found'

export function loader() {
  return data(null, { status: 404 })
}

export function action() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: 'Page Not Found',
    description:
      'The page you were looking for does not exist. Find free debt and investing calculators, articles and your Investment Readiness score.',
    path: location.pathname,
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, follow',
  })

export default function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">
        We can’t find that page
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        The link may be old or mistyped. These are good places to pick up from:
      </p>
      <ul className="mt-8 grid gap-3 text-left sm:grid-cols-2">
        <li>
          <Link className="btn-secondary w-full" to="/">
            Home page
          </Link>
        </li>
        <li>
          <Link className="btn-secondary w-full" to="/investment-readiness">
            Investment Readiness Score
          </Link>
        </li>
        <li>
          <Link className="btn-secondary w-full" to="/calculators/debt-freedom">
            Debt Freedom Calculator
          </Link>
        </li>
        <li>
          <Link className="btn-secondary w-full" to="/blog">
            Financial Education Blog
          </Link>
        </li>
      </ul>
      <AssessmentCtaNote className="mt-6" />
    </section>
  )
}
