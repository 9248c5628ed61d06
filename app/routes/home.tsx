import { Link } from 'react-router'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import { AssessmentCtaNote } from '~/features/legal/assessment-cta-note'
import { HomeNewsletter } from '~/features/newsletter/home-newsletter'
import { countSignupsThisMonth } from '~/features/newsletter/newsletter.server'
import { organizationJsonLd, websiteJsonLd } from '~/seo/json-ld'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import { ILLUSTRATIVE_TESTIMONIALS, METHOD_STEPS } from '~/method'
import { ASSESSMENT_DURATION, SITE_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from '~/site'
import type { Route } from './+types/home'
import { loadAsDocument, type PageScriptHandle } from '~/ui/page-script'
import { formatDollars } from '~/lib/money'
import { publicPageHeaders } from '~/lib/http/cache-control'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

// Read, not worked with: the page runs its own script, not React (docs/decisions/060).
export const handle: PageScriptHandle = { pageScript: 'home' }
export const clientLoader = loadAsDocument

/** Confirmations for pages that end by sending the visitor home. */
const NOTICES: Record<string, string> = {
  'account-deleted': 'Your account and its data are deleted. Thank you for using Wealthward.',
  'signed-out-everywhere': 'You are signed out on every device.',
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  // Set by the newsletter action when the form was posted without JavaScript and signed up.
  const newsletterSubscribed = params.get('newsletter') === 'subscribed'
  return {
    signupsThisMonth: await countSignupsThisMonth(db()),
    monthlyGoal: getConfig().NEWSLETTER_MONTHLY_GOAL,
    newsletterSubscribed,
    notice: NOTICES[params.get('notice') ?? ''] ?? null,
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches)
  return pageMeta({
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    keywords: [
      'get out of debt',
      'debt payoff calculator',
      'investment readiness',
      'start investing',
      'debt avalanche',
      'emergency fund',
    ],
    path: '/',
    siteUrl,
    jsonLd: [organizationJsonLd(siteUrl), websiteJsonLd(siteUrl)],
  })
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.notice ? (
        <p
          role="status"
          className="border-b border-green-300 bg-green-50 px-4 py-3 text-center font-medium text-green-900"
        >
          {loaderData.notice}
        </p>
      ) : null}
      <Hero />
      <MethodSection />
      <HomeNewsletter
        signupsThisMonth={loaderData.signupsThisMonth}
        monthlyGoal={loaderData.monthlyGoal}
        noScriptSubscribed={loaderData.newsletterSubscribed}
      />
      <Testimonials />
      <ClosingCallToAction />
    </>
  )
}

function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          {SITE_TAGLINE}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
          A clear, six-step path from your first $1,000 saved to investing with confidence. Free
          calculators, plain-English lessons, and a readiness score that tells you what to do next.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/investment-readiness" className="btn-primary text-lg">
            Take Free Assessment
          </Link>
          <Link to="/calculators/debt-freedom" className="btn-secondary text-lg">
            Debt Calculator
          </Link>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          Takes {ASSESSMENT_DURATION} · no credit check · free
        </p>
        <AssessmentCtaNote className="mx-auto mt-2 max-w-2xl" />
      </div>
    </section>
  )
}

function MethodSection() {
  return (
    <section aria-labelledby="method-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="method-heading" className="text-center text-3xl font-bold text-slate-900">
        The 6-step method
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
        Each step builds on the one before it. Start where you are; the tools show you where that
        is.
      </p>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {METHOD_STEPS.map((step) => (
          <li
            key={step.step}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <p
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              aria-hidden="true"
            >
              {step.step}
            </p>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">
              <span className="sr-only">Step {step.step}: </span>
              {step.title}
            </h3>
            <p className="mt-2 flex-1 text-slate-700">{step.text}</p>
            <Link
              to={step.to}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {step.action}
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  )
}

function Testimonials() {
  return (
    <section aria-labelledby="stories-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="stories-heading" className="text-center text-3xl font-bold text-slate-900">
          What the path can look like
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          <strong>Illustrative examples:</strong> composite stories we wrote to show how the method
          works. They are not real customers, not reviews, and not typical results.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {ILLUSTRATIVE_TESTIMONIALS.map((story) => (
            <li
              key={story.id}
              data-testimonial="illustrative"
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex items-center gap-3">
                <span
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                  aria-hidden="true"
                >
                  {story.initials}
                </span>
                <p className="font-semibold text-slate-900">{story.persona}</p>
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                <div className="rounded-lg bg-green-50 p-2">
                  <dt className="text-slate-700">Debt eliminated</dt>
                  <dd className="font-bold text-green-800">
                    {formatDollars(story.debtEliminated)}
                  </dd>
                </div>
                <div className="rounded-lg bg-brand-50 p-2">
                  <dt className="text-slate-700">Now investing</dt>
                  <dd className="font-bold text-brand-800">
                    {formatDollars(story.monthlyInvesting)}/mo
                  </dd>
                </div>
              </dl>
              <blockquote className="mt-4 flex-1 text-slate-700">
                <p>
                  <strong className="text-slate-900">
                    Illustrative example, not a real customer:
                  </strong>{' '}
                  “{story.quote}”
                </p>
              </blockquote>
              <Link
                to="/blog?category=success-stories"
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
              >
                Read more illustrative stories
                <span className="sr-only"> like the example of {story.persona.toLowerCase()}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function ClosingCallToAction() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 text-center">
      <h2 className="text-3xl font-bold text-slate-900">Where do you stand today?</h2>
      <p className="mt-3 text-lg text-slate-700">
        Answer a few questions about income, debt and savings, and get a score out of 100 with the
        next step to take.
      </p>
      <Link to="/investment-readiness" className="btn-primary mt-8 text-lg">
        Get My Free Readiness Score
      </Link>
      <AssessmentCtaNote className="mx-auto mt-4 max-w-2xl" />
    </section>
  )
}
