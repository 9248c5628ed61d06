/**
 * `npm run content:overlap [slug]`: how alike the bundled articles are, as the share of word 5-grams
 * two articles have in common (app/features/blog/overlap.ts). Prints the most alike pairs (or every
 * pair of one article) with the phrases they share; the content test keeps every pair under 2 %.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseFrontMatter } from '../app/features/blog/front-matter'
import { MAX_OVERLAP, pairwiseOverlap } from '../app/features/blog/overlap'

const dir = 'content/blog'
const texts = new Map(
  readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => [
      file.replace(/\.md$/, ''),
      parseFrontMatter(readFileSync(path.join(dir, file), 'utf8')).body,
    ]),
)
const only = process.argv[2]
const pairs = pairwiseOverlap(texts).filter((pair) => !only || pair.a === only || pair.b === only)
const shown = only ? pairs : pairs.filter((pair) => pair.overlap >= MAX_OVERLAP)
for (const pair of shown.slice(0, only ? pairs.length : 40)) {
  const mark = pair.overlap >= MAX_OVERLAP ? 'OVER' : 'ok  '
  console.log(`${mark} ${(pair.overlap * 100).toFixed(2)}%  ${pair.a} ~ ${pair.b}`)
  if (pair.overlap >= MAX_OVERLAP) console.log(`       ${pair.shared.slice(0, 12).join(' | ')}`)
}
const over = pairs.filter((pair) => pair.overlap >= MAX_OVERLAP).length
console.log(`${over} pair(s) at or over ${MAX_OVERLAP * 100}%`)
