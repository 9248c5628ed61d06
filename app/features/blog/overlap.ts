/**
 * How much two articles say in the same words: the share of word 5-grams (five words in a row) they
 * have in common, over the smaller article's count. Stock phrases and a shared template show up here
 * long before a reader notices them. Pure: the content test and `npm run content:overlap` use it.
 */
export const NGRAM = 5

/** The most two articles may share: the content test fails at or above it. */
export const MAX_OVERLAP = 0.02

/** The words of a Markdown text, lower-cased, without Markdown marks or punctuation around them. */
export function wordsOf(markdown: string): string[] {
  return markdown
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/[^a-z0-9$%'’.,-]+/)
    .map((word) => word.replace(/^[^a-z0-9$]+|[^a-z0-9%]+$/g, ''))
    .filter(Boolean)
}

export function nGramsOf(words: readonly string[], n = NGRAM): Set<string> {
  const grams = new Set<string>()
  for (let i = 0; i + n <= words.length; i++) grams.add(words.slice(i, i + n).join(' '))
  return grams
}

/** Shared 5-grams over the smaller article's 5-grams (0 when either has none). */
export function overlapOf(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  if (!small.size) return 0
  let shared = 0
  for (const gram of small) if (large.has(gram)) shared++
  return shared / small.size
}

export interface OverlapPair {
  a: string
  b: string
  overlap: number
  shared: string[]
}

/** Every pair of texts, most alike first, with the 5-grams they share. */
export function pairwiseOverlap(texts: ReadonlyMap<string, string>): OverlapPair[] {
  const grams = [...texts].map(([name, text]) => [name, nGramsOf(wordsOf(text))] as const)
  const pairs: OverlapPair[] = []
  for (let i = 0; i < grams.length; i++)
    for (let j = i + 1; j < grams.length; j++) {
      const [a, gramsA] = grams[i]!
      const [b, gramsB] = grams[j]!
      const shared = [...gramsA].filter((gram) => gramsB.has(gram))
      pairs.push({ a, b, overlap: overlapOf(gramsA, gramsB), shared })
    }
  return pairs.sort((x, y) => y.overlap - x.overlap)
}
