import { SITE_NAME } from '~/site'

/** The feed's <link rel="alternate"> for the head of blog pages. */
export const RSS_PATH = '/blog/rss.xml'
export const RSS_LINK = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: `${SITE_NAME} Blog`,
  href: RSS_PATH,
} as const
