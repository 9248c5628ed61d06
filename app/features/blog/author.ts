import { SITE_NAME } from '~/site'

/**
 * The byline of every bundled article. Articles are written by the site's editorial team, not by
 * invented people (DECISIONS, content plan); the title is the seed's. No social links are listed
 * because the team has no accounts of its own: add them here when real ones exist.
 */
export const EDITORIAL_AUTHOR = {
  name: `${SITE_NAME} Editorial Team`,
  title: 'Finance Expert',
  initials: 'WE',
  url: '/blog',
  bio: `The ${SITE_NAME} Editorial Team writes every article on this site for readers in the United States. We cite the source of each fact and name the year of every figure that changes, such as tax brackets and contribution limits. Worked examples are recalculated with our own calculators, and success stories are labelled as illustrative composites. Our articles are general education, not individual financial, tax or legal advice.`,
  socialLinks: [] as readonly { platform: string; url: string }[],
} as const

export type Author = typeof EDITORIAL_AUTHOR

/** Avatar backgrounds, each with white initials above 4.5:1 contrast. */
const AVATAR_COLORS = [
  '#1d4ed8',
  '#047857',
  '#b45309',
  '#6d28d9',
  '#be123c',
  '#0e7490',
  '#4338ca',
  '#c2410c',
  '#15803d',
  '#a21caf',
] as const

/** A stable colour per article for the author's initials avatar. */
export function avatarColor(articleId: number): string {
  return AVATAR_COLORS[Math.abs(articleId) % AVATAR_COLORS.length]!
}
