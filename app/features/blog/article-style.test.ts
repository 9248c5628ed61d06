import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { parseFrontMatter } from './front-matter'
import { MAX_OVERLAP, pairwiseOverlap } from './overlap'

/**
 * House rules for article text (CONTENT.md, DECISIONS §4). Wherever an article sends readers to the
 * assessment, the same paragraph (or the call to action's own description) says that results are
 * shared, on request, with up to five advisors who pay us; and the stock phrases CONTENT.md lists
 * stay out. Every bundled article is held to both.
 */
const ARTICLES = readdirSync(path.resolve('content/blog'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.replace(/\.md$/, ''))
const DISCLOSURE =
  'if you ask to be introduced, we share your results with up to five advisors who pay us for introductions'
const ASSESSMENT_LINK = /\]\(\/investment-readiness\)|^\s*(link|url): '\/investment-readiness'/m

/** Paragraphs of the body, and each front-matter block (a resource or the call to action). */
function blocks(source: string): string[] {
  const { body } = parseFrontMatter(source)
  const front = source.slice(0, source.length - body.length)
  return [...front.split(/\n(?=\s{0,2}- title:|cta:)/), ...body.split(/\n\s*\n/)]
}

export function undisclosedAssessmentLinks(source: string): string[] {
  return blocks(source).filter(
    (block) =>
      ASSESSMENT_LINK.test(block) && !block.toLowerCase().replace(/\s+/g, ' ').includes(DISCLOSURE),
  )
}

test.each(ARTICLES)('%s: every link to the assessment says who receives the results', (slug) => {
  const source = readFileSync(path.resolve('content/blog', `${slug}.md`), 'utf8')
  expect(undisclosedAssessmentLinks(source)).toEqual([])
})

/** CONTENT.md's stock phrases, including the "X is a Y, not a Z" construction. */
const STOCK_PHRASES = [
  /\bquietly\b/i,
  /\b(?:is|are|was|were|it's|that's)\s+(?:a|an)\s+[^.;:!?]{1,40}?,\s+not\s+(?:a|an)\s/i,
  /here's the thing/i,
  /the math is simple/i,
  /game-changer/i,
]

export function stockPhrases(source: string): string[] {
  return STOCK_PHRASES.flatMap((pattern) => source.match(pattern)?.[0] ?? [])
}

test.each(ARTICLES)('%s: none of the stock phrases', (slug) => {
  const source = readFileSync(path.resolve('content/blog', `${slug}.md`), 'utf8')
  expect(stockPhrases(source)).toEqual([])
})

test('the stock-phrase check catches the construction and leaves plain negatives alone', () => {
  expect(stockPhrases('A plan like this is a direction, not a guarantee.')).toHaveLength(1)
  expect(stockPhrases('Inflation works quietly.')).toHaveLength(1)
  expect(stockPhrases('It is not a reason to panic, and a pause is not free.')).toEqual([])
})

test('no two articles share 2% or more of their five-word phrases', () => {
  const dir = path.resolve('content/blog')
  const texts = new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => [
        file.replace(/\.md$/, ''),
        parseFrontMatter(readFileSync(path.join(dir, file), 'utf8')).body,
      ]),
  )
  const alike = pairwiseOverlap(texts)
    .filter((pair) => pair.overlap >= MAX_OVERLAP)
    .map((pair) => `${pair.a} ~ ${pair.b}: ${(pair.overlap * 100).toFixed(2)}%`)
  expect(alike).toEqual([])
})

test('the check finds a bare link in the body and in the call to action', () => {
  const bare = [
    '---',
    'cta:',
    "  title: 'Score'",
    "  link: '/investment-readiness'",
    '---',
    'Take our free [assessment](/investment-readiness) today.',
    '',
    'Take it [here](/investment-readiness). If you ask to be introduced, we share your results with up to five advisors who pay us for introductions.',
  ].join('\n')
  expect(undisclosedAssessmentLinks(bare)).toHaveLength(2)
})
