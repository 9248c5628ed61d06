import { breadcrumbJsonLd, faqPageJsonLd, webApplicationJsonLd } from '~/seo/json-ld'
import { pageMeta } from '~/seo/meta'
import type { Faq } from './ui/calculator-page'

/**
 * Metadata of a calculator page: tags plus WebApplication, BreadcrumbList and FAQPage JSON-LD. The
 * questions come with the page's data (decision 052); without them (an error page) there is no
 * FAQPage rather than an empty one.
 */
export function calculatorMeta(input: {
  siteUrl: string
  name: string
  title: string
  description: string
  keywords: readonly string[]
  path: string
  faqs: readonly Faq[]
}) {
  return pageMeta({
    title: input.title,
    description: input.description,
    keywords: input.keywords,
    path: input.path,
    siteUrl: input.siteUrl,
    jsonLd: [
      webApplicationJsonLd(input.siteUrl, {
        name: input.name,
        description: input.description,
        path: input.path,
      }),
      breadcrumbJsonLd(input.siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Calculators', path: '/calculators' },
        { name: input.name, path: input.path },
      ]),
      ...(input.faqs.length ? [faqPageJsonLd(input.faqs)] : []),
    ],
  })
}
