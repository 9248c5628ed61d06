/**
 * The words of the blog's Markdown that the pages, the admin editor and the server share: the body
 * segments and headings the renderer produces, heading slugs and word counts. The renderer itself
 * (markdown-it) is in markdown.server.ts, so that no Markdown code ships to the browser.
 */
export const QUIZ_POSITIONS = ['midpoint', 'final'] as const
export type QuizPosition = (typeof QUIZ_POSITIONS)[number]

export type BodySegment = { kind: 'html'; html: string } | { kind: 'quiz'; position: QuizPosition }

export interface Heading {
  depth: 2 | 3 | 4
  text: string
  id: string
}

/** Lowercase words joined by hyphens: the `id` of a heading. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** Words in a text: runs of characters separated by white space that hold a letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}
