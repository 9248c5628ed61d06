/**
 * `npm run bench:search`: how long the blog search takes over the bundled articles, on this
 * machine: building the index from scratch (what the first search after a start or a content change
 * costs), and one query against the built index (what every other search costs). Median and 95th
 * percentile after a warm-up.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArticle } from '../app/features/blog/content.server'
import { buildSearchIndex, searchQueryOf } from '../app/features/blog/search'
import { searchDocumentOf, searchIndexFor, searchPosts } from '../app/features/blog/search.server'

const dir = 'content/blog'
const posts = readdirSync(dir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => parseArticle(path.join(dir, file), readFileSync(path.join(dir, file), 'utf8')))
const documents = posts.map(searchDocumentOf)
const characters = documents
  .flatMap((d) => [d.title, ...d.headings, ...d.summary, ...d.body])
  .reduce((sum, text) => sum + text.length, 0)

function measure(label: string, runs: number, run: () => unknown) {
  for (let i = 0; i < Math.min(20, runs); i++) run()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  console.log(`${label.padEnd(44)} median ${at(0.5).toFixed(3)} ms   p95 ${at(0.95).toFixed(3)} ms`)
}

console.log(
  `${posts.length} articles, ${Math.round(characters / 1000)} thousand characters of text`,
)
measure('index built from scratch', 30, () => buildSearchIndex(documents))
searchIndexFor(posts)
for (const query of ['401k', '401(k)', 'roth ira', 'snowball', 'how to pay off credit card debt'])
  measure(`query "${query}"`, 2000, () => searchPosts(posts, searchQueryOf(query)))
