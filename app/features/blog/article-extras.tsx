import { Link } from 'react-router'
import { AssessmentCtaNote, leadsToAssessment } from '~/features/legal'
import { EDITORIAL_AUTHOR } from './author'
import { AuthorAvatar } from './author-avatar'
import { PostCard } from './post-card'
import type { ArticleView, BlogPostSummary } from './post-types'
import { FaqList } from '~/ui/faq-list'

/** Seed 001 §9: the call to action when a post has none of its own. */
export const DEFAULT_CTA = {
  title: 'Ready to Take Control?',
  description:
    'See your debt-free date and how much interest the right payoff order saves, with your own numbers.',
  buttonText: 'Try the Debt Freedom Calculator',
  link: '/calculators/debt-freedom',
} as const

function SmartLink(props: { to: string; className?: string; children: React.ReactNode }) {
  if (/^https?:\/\//.test(props.to))
    return (
      <a href={props.to} className={props.className} rel="noopener">
        {props.children}
      </a>
    )
  return (
    <Link to={props.to} className={props.className}>
      {props.children}
    </Link>
  )
}

const sectionHeading = 'text-2xl font-bold text-slate-900'

export function ArticleFaqs({ faqs }: { faqs: ArticleView['faqs'] }) {
  if (faqs.length === 0) return null
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className={sectionHeading}>
        Frequently asked questions
      </h2>
      <FaqList faqs={faqs} />
    </section>
  )
}

export function RelatedResources({ resources }: { resources: ArticleView['relatedResources'] }) {
  if (resources.length === 0) return null
  return (
    <section aria-labelledby="resources-heading">
      <h2 id="resources-heading" className={sectionHeading}>
        Related resources
      </h2>
      <ul className="mt-4 space-y-3">
        {resources.map((resource) => (
          <li key={resource.url}>
            <SmartLink
              to={resource.url}
              className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
            >
              <span className="block font-semibold text-brand-800">{resource.title}</span>
              <span className="mt-1 block text-sm text-slate-700">{resource.description}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function CallToAction({ cta = DEFAULT_CTA }: { cta?: ArticleView['cta'] }) {
  return (
    <section
      aria-labelledby="cta-heading"
      className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8"
      data-testid="article-cta"
    >
      <h2 id="cta-heading" className="text-2xl font-bold">
        {cta.title}
      </h2>
      <p className="mt-2 text-brand-100">{cta.description}</p>
      <SmartLink to={cta.link} className="btn-secondary mt-5 text-slate-900">
        {cta.buttonText}
      </SmartLink>
      {leadsToAssessment(cta.link) ? <AssessmentCtaNote onDark className="mt-3" /> : null}
    </section>
  )
}

export function AboutTheAuthor({ avatarColor }: { avatarColor: string }) {
  return (
    <section
      id="about-the-author"
      aria-labelledby="author-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-slate-50 p-6"
    >
      <h2 id="author-heading" className="text-lg font-bold text-slate-900">
        About the author
      </h2>
      <div className="mt-3 flex gap-4">
        <AuthorAvatar color={avatarColor} size="lg" />
        <div>
          <p className="font-semibold text-slate-900">{EDITORIAL_AUTHOR.name}</p>
          <p className="text-sm text-slate-700">{EDITORIAL_AUTHOR.title}</p>
          <p className="mt-2 text-slate-700">{EDITORIAL_AUTHOR.bio}</p>
          {EDITORIAL_AUTHOR.socialLinks.length > 0 ? (
            <ul className="mt-3 flex gap-3">
              {EDITORIAL_AUTHOR.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener me" className="font-semibold text-brand-800">
                    {link.platform}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  )
}

/** Keep Learning: three related posts (same category first, then the most read). */
export function KeepLearning({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="keep-learning-heading">
      <h2 id="keep-learning-heading" className={sectionHeading}>
        Keep Learning
      </h2>
      <ul className="mt-4 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The panel pointing to the calculators and the free score (seed 001 §2). */
export function ToolsPanel() {
  return (
    <section aria-labelledby="tools-heading" className="grid gap-4 md:grid-cols-2">
      <h2 id="tools-heading" className="sr-only">
        Put it into practice
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <h3 className="text-lg font-bold text-slate-900">Try Our Calculators</h3>
        <p className="mt-2 text-slate-700">
          Compare payoff strategies, project investment growth and size your emergency fund with
          your own numbers.
        </p>
        <Link to="/calculators/debt-freedom" className="btn-primary mt-4">
          Open the Debt Freedom Calculator
        </Link>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <h3 className="text-lg font-bold text-slate-900">Get Your Free Score</h3>
        <p className="mt-2 text-slate-700">
          A free check of your emergency fund, debt, cash flow and credit, with the next step to
          take.
        </p>
        <Link to="/investment-readiness" className="btn-primary mt-4">
          Get My Investment Readiness Score
        </Link>
        <AssessmentCtaNote className="mt-3" />
      </div>
    </section>
  )
}
