import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * How many articles ship as files in content/blog. Tests expect this count rather than a number
 * written in, so adding or retiring an article changes no test.
 */
export const BUNDLED_ARTICLE_COUNT = readdirSync(path.resolve('content/blog')).filter((name) =>
  name.endsWith('.md'),
).length
