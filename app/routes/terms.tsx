import { TermsContent } from '~/features/legal/terms-content'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { PageHeader } from '~/ui/page-header'
import { loadAsDocument, type PageScriptHandle } from '~/ui/page-script'
import type { Route } from './+types/terms'
import { publicPageHeaders } from '~/lib/http/cache-control'

// The same for every visitor who is not signed in: kept by shared caches (docs/decisions/043).
export const headers: Route.HeadersFunction = publicPageHeaders

// Read, not worked with: no React in the browser (docs/decisions/060).
export const handle: SitemapHandle & PageScriptHandle = { sitemap: false, pageScript: 'page' }
export const clientLoader = loadAsDocument
// A (server) loader, without which React Router would not render the page on the server once it
// has a clientLoader.
export const loader = () => null

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Terms of Service',
    description:
      'The terms for using Wealthward’s free calculators, articles, Investment Readiness assessment and advisor matching service.',
    keywords: ['terms of service', 'lead generation disclosure', 'advisor matching terms'],
    path: '/terms',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, follow',
  })

export default function Terms() {
  return (
    <>
      <PageHeader title="Terms of Service" />
      <article className="legal-prose mx-auto px-4 py-10">
        <TermsContent />
      </article>
    </>
  )
}
