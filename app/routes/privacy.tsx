import { PrivacyContent } from '~/features/legal/privacy-content'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { PageHeader } from '~/ui/page-header'
import { loadAsDocument, type PageScriptHandle } from '~/ui/page-script'
import type { Route } from './+types/privacy'
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
    title: 'Privacy Policy',
    description:
      'What Wealthward collects, why, who receives it (including the advisors we match you with), how long we keep it, and your rights under US privacy laws.',
    keywords: ['privacy policy', 'CCPA', 'do not sell', 'Global Privacy Control'],
    path: '/privacy',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, follow',
  })

export default function Privacy() {
  return (
    <>
      <PageHeader title="Privacy Policy" />
      <article className="legal-prose mx-auto px-4 py-10">
        <PrivacyContent />
      </article>
    </>
  )
}
