import { SITE_DESCRIPTION, SITE_NAME } from '~/site'

export function organizationJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: SITE_NAME,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo-512.png`,
    description: SITE_DESCRIPTION,
    areaServed: { '@type': 'Country', name: 'United States' },
  }
}

export function websiteJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: SITE_NAME,
    url: `${siteUrl}/`,
    inLanguage: 'en-US',
    publisher: { '@id': `${siteUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/blog?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

export function breadcrumbJsonLd(
  siteUrl: string,
  items: readonly { name: string; path: string }[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.path, siteUrl).href,
    })),
  }
}

export function webApplicationJsonLd(
  siteUrl: string,
  app: { name: string; description: string; path: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: app.name,
    description: app.description,
    url: new URL(app.path, siteUrl).href,
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    publisher: { '@id': `${siteUrl}/#organization` },
  }
}

export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

/** The advisor-matching service (seed 000 §9: a FinancialService for US RIA matching). */
export function financialServiceJsonLd(
  siteUrl: string,
  service: { name: string; description: string; path: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    '@id': `${new URL(service.path, siteUrl).href}#service`,
    name: service.name,
    description: service.description,
    url: new URL(service.path, siteUrl).href,
    serviceType: 'Registered investment advisor matching',
    areaServed: { '@type': 'Country', name: 'United States' },
    provider: { '@id': `${siteUrl}/#organization` },
    isAccessibleForFree: true,
  }
}

/** A blog article (schema.org BlogPosting), written by the editorial team and published by the site. */
export function blogPostingJsonLd(
  siteUrl: string,
  post: {
    path: string
    title: string
    description: string
    imagePath: string
    publishedDate: string
    updatedDate?: string
    authorName: string
    wordCount: number
    readTime: number
    category: string
    keywords: readonly string[]
  },
) {
  const url = new URL(post.path, siteUrl).href
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.description,
    image: [new URL(post.imagePath, siteUrl).href],
    datePublished: post.publishedDate,
    dateModified: post.updatedDate ?? post.publishedDate,
    author: {
      '@type': 'Organization',
      name: post.authorName,
      url: new URL('/blog', siteUrl).href,
    },
    publisher: {
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/logo-512.png` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    wordCount: post.wordCount,
    timeRequired: `PT${post.readTime}M`,
    articleSection: post.category,
    keywords: post.keywords.join(', '),
    inLanguage: 'en-US',
    isAccessibleForFree: true,
  }
}
