import { z } from 'zod'
import { CONTROL_CHARACTER_OR_LINE_BREAK } from '~/lib/fields'
import { MAX_QUERY_LENGTH } from './search-limits'

/**
 * Blog search: what a query and an article are turned into so that the words people type find the
 * articles they mean (docs/decisions/029-blog-search.md).
 *
 * - Text is folded: accents dropped (NFKD, then the combining marks removed; a few letters that do
 *   not decompose, such as ß and ø, spelt out), lowercased, apostrophes inside words removed.
 * - Punctuation separates words, except where it is part of a name people spell several ways:
 *   "401(k)", "401k" and "401 k" are all the word `401k`; "S&P" is `sp`; "1,000" is `1000`.
 * - Words are stemmed by a small English suffix stemmer (plurals, -ing, -ed), so "saving",
 *   "savings" and "saved" meet "save".
 * - An article has four fields, weighted in this order: title, headings, summary (subtitle,
 *   description, excerpt, keywords, tags), body (text, takeaways, FAQs). Each field's score for a
 *   word saturates (BM25), so a word repeated in the body never outranks it in the title.
 * - Articles with more of the query's words rank first; among those, the score decides, with a
 *   bonus where two query words stand side by side ("roth ira").
 *
 * Pure: no React, database or Node. The cache of built indexes is in search.server.ts.
 */

export { MAX_QUERY_LENGTH }
/** Words of a query that count (a pasted paragraph cannot make a search run long). */
export const MAX_QUERY_TERMS = 12
/** How many words a query word may stand for as a prefix ("invest" → investment, investor …). */
const MAX_PREFIX_EXPANSIONS = 64
/** A query word this long or longer also matches words it begins. */
const MIN_PREFIX_LENGTH = 3

/** Letters NFKD leaves whole, spelt the way an English keyboard would type them. */
const SPELT_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
}

/** Lowercase, without accents or compatibility forms ("Ｒｏｔｈ", "ﬁ", "é" → "roth", "fi", "e"). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (letter) => SPELT_OUT[letter]!)
}

/** Memos of per-word and per-character work, each bounded (cleared when full). */
const MAX_MEMO = 50_000
const isWordCharacterMemo = new Map<number, boolean>()

/** A letter or digit, in any script (ASCII checked first: almost all folded text is ASCII). */
function isWordCharacter(code: number): boolean {
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90)
  let known = isWordCharacterMemo.get(code)
  if (known === undefined) {
    // Queries can bring any character; the memo stays small all the same.
    if (isWordCharacterMemo.size >= MAX_MEMO) isWordCharacterMemo.clear()
    known = /[\p{L}\p{N}]/u.test(String.fromCodePoint(code))
    isWordCharacterMemo.set(code, known)
  }
  return known
}

const isDigit = (code: number | undefined) => code !== undefined && code >= 48 && code <= 57
const ALL_DIGITS = /^[0-9]+$/
const A_NUMBER = /^[0-9]+(?:\.[0-9]+)*$/
const SINGLE_LETTER = /^\p{L}$/u
const APOSTROPHE = /^['’‘ʼ`]$/
/** Letters that join a number across a space or hyphen: not "a" or "i", which are English words. */
const SPACED_SUFFIX_LETTER = /^[b-hj-z]$/

/** The longest word `joins` makes (a longer run of letters and digits stays as it is). */
const MAX_JOINED_LENGTH = 64

/**
 * Whether two neighbouring runs of letters and digits are one word, from the text between them:
 * "roth’s" → "roths", "s&p" → "sp", "1,000" → "1000", "7.5", "401(k)", "401 k" and "401-k" → "401k".
 */
function joins(before: string, gap: string, after: string, rest: () => string): string | null {
  // No real word or number is this long; stopping here keeps a text's reading linear in its length
  // (each join below looks at the whole of `before`).
  if (before.length >= MAX_JOINED_LENGTH) return null
  if (
    gap.length === 1 &&
    APOSTROPHE.test(gap) &&
    !isDigit(before.charCodeAt(before.length - 1)) &&
    !isDigit(after.charCodeAt(0))
  )
    return before + after
  if (!isDigit(before.charCodeAt(0))) {
    const initials =
      before.length === 1 &&
      after.length === 1 &&
      gap.trim() === '&' &&
      SINGLE_LETTER.test(before) &&
      SINGLE_LETTER.test(after)
    return initials ? before + after : null
  }
  if (!A_NUMBER.test(before)) return null
  if (gap === '.' && isDigit(after.charCodeAt(0))) return `${before}.${after}`
  if (!ALL_DIGITS.test(before)) return null
  if (gap === ',' && /^[0-9]{3}$/.test(after)) return before + after
  if (after.length !== 1) return null
  if (SINGLE_LETTER.test(after) && /^\s*\(\s*$/.test(gap) && /^\s*\)/.test(rest()))
    return before + after
  if (SPACED_SUFFIX_LETTER.test(after) && /^[\s-]+$/.test(gap)) return before + after
  return null
}

/** The words of a text, folded, before stemming: runs of letters and digits, joined as `joins` says. */
export function tokenize(text: string): string[] {
  const folded = foldText(text)
  const words: string[] = []
  let start = -1
  let previousEnd = -1
  const take = (end: number) => {
    const word = folded.slice(start, end)
    const joined =
      previousEnd < 0
        ? null
        : joins(words[words.length - 1]!, folded.slice(previousEnd, start), word, () =>
            folded.slice(end, end + 8),
          )
    if (joined !== null) words[words.length - 1] = joined
    else words.push(word)
    previousEnd = end
    start = -1
  }
  for (let i = 0; i < folded.length; i++) {
    let code = folded.charCodeAt(i)
    let width = 1
    // A character outside the Basic Multilingual Plane is two UTF-16 units.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < folded.length) {
      code = folded.codePointAt(i)!
      width = code > 0xffff ? 2 : 1
    }
    if (isWordCharacter(code)) {
      if (start < 0) start = i
    } else if (start >= 0) take(i)
    i += width - 1
  }
  if (start >= 0) take(folded.length)
  return words
}

const VOWEL = /[aeiouy]/
/** A doubled final consonant that a suffix brought ("running", "planned"); l, s and z stay doubled. */
const DOUBLED = /([b-df-hj-kmnp-rtv-xz])\1$/

/**
 * A small English suffix stemmer (plural, -ing, -ed, a final e), written for search: it only has
 * to give a word and its variants the same stem, not a dictionary form. Words of three letters or
 * fewer and words with digits are left alone.
 */
export function stem(word: string): string {
  let known = stems.get(word)
  if (known === undefined) {
    // An article repeats its words; a vocabulary is a few thousand. The memo is bounded all the same.
    if (stems.size >= MAX_MEMO) stems.clear()
    known = stemOnce(word)
    stems.set(word, known)
  }
  return known
}

const stems = new Map<string, string>()

function stemOnce(word: string): string {
  if (word.length <= 3 || /\p{N}/u.test(word)) return word
  let w = word
  // Plurals (and a possessive whose apostrophe went): taxes, matches, policies, accounts.
  if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (/(?:x|ch|sh|z)es$/.test(w)) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1)
  // Verb endings: the stem left must be a word-like three letters or more ("thing" stays).
  const strip = (suffix: string, replacement = '') => {
    const base = w.slice(0, -suffix.length)
    if (base.length < 3 || !VOWEL.test(base)) return false
    w = base + replacement
    return true
  }
  let stripped = false
  if (w.endsWith('ied')) stripped = strip('ied', 'y')
  else if (w.endsWith('ing')) stripped = strip('ing')
  else if (w.endsWith('ed') && !w.endsWith('eed')) stripped = strip('ed')
  if (stripped && DOUBLED.test(w) && w.length > 3) w = w.slice(0, -1)
  // A final e, so "save" meets "saving" and "rebalance" meets "rebalancing".
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  return w
}

/** Words too common to decide anything; a query of nothing else still searches for them. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from has have how i if in is it its me my of on or ' +
    'our should so than that the their them then there these they this to was we what when where ' +
    'which who why will with you your vs versus'
  ).split(' '),
)

/** The stems of a text, in order. */
export function termsOf(text: string): string[] {
  return tokenize(text).map(stem)
}

/** A query as the index reads it. */
export interface SearchQuery {
  /** What was typed, trimmed. */
  text: string
  /** Distinct stems to look for, at most MAX_QUERY_TERMS. */
  terms: string[]
  /** Neighbouring stems ("roth ira"), rewarded when they stand side by side in an article. */
  pairs: string[]
}

export function searchQueryOf(text: string): SearchQuery {
  const words = tokenize(text)
  const meaningful = words.filter((word) => !STOP_WORDS.has(word))
  const kept = (meaningful.length ? meaningful : words).slice(0, MAX_QUERY_TERMS).map(stem)
  const pairs = new Set<string>()
  for (let i = 1; i < kept.length; i++)
    if (kept[i - 1] !== kept[i]) pairs.add(`${kept[i - 1]} ${kept[i]}`)
  return { text, terms: [...new Set(kept)], pairs: [...pairs] }
}

/** What each problem with a query is called: the API's `error`, beside the field's message. */
export const SEARCH_QUERY_MESSAGES = {
  empty: { error: 'Say what to search for.', field: 'Enter a word or phrase to search for' },
  tooLong: {
    error: 'The search is too long.',
    field: `Use at most ${MAX_QUERY_LENGTH} characters`,
  },
  control: {
    error: 'The search contains a control character.',
    field: 'Use one line of plain text, without invisible control characters',
  },
  noWords: {
    error: 'The search has no letters or numbers.',
    field: 'Use at least one letter or number',
  },
} as const

const M = SEARCH_QUERY_MESSAGES

/** A search box's text: one line, 1–100 characters, with at least one letter or number. */
export const SearchQuerySchema = z
  .string({ error: M.empty.field })
  .trim()
  .min(1, { error: M.empty.field, abort: true })
  .max(MAX_QUERY_LENGTH, { error: M.tooLong.field, abort: true })
  .refine((value) => !CONTROL_CHARACTER_OR_LINE_BREAK.test(value), {
    error: M.control.field,
    abort: true,
  })
  .transform(searchQueryOf)
  .refine((query) => query.terms.length > 0, { error: M.noWords.field })

export type SearchQueryResult =
  { ok: true; query: SearchQuery } | { ok: false; error: string; message: string }

/** Reads a search box's text (null when absent) with the schema; a problem comes with both texts. */
export function parseSearchQuery(raw: string | null): SearchQueryResult {
  const parsed = SearchQuerySchema.safeParse(raw ?? '')
  if (parsed.success) return { ok: true, query: parsed.data }
  const message = parsed.error.issues[0]?.message ?? M.empty.field
  const problem = Object.values(M).find((entry) => entry.field === message) ?? M.empty
  return { ok: false, error: problem.error, message: problem.field }
}

/** One searchable item, as text. */
export interface SearchDocument {
  title: string
  headings: readonly string[]
  summary: readonly string[]
  body: readonly string[]
}

const FIELDS = ['title', 'headings', 'summary', 'body'] as const
type Field = (typeof FIELDS)[number]

/** Title first, then headings, then the summary fields, then the body. */
export const FIELD_WEIGHTS: Readonly<Record<Field, number>> = {
  title: 10,
  headings: 5,
  summary: 2,
  body: 1,
}
/** BM25's term-frequency saturation and length normalisation. */
const K1 = 1.2
const B = 0.75
/** A query word found only as the start of a longer word counts this much. */
const PREFIX_FACTOR = 0.5
/** Two query words side by side add this share of a title match per field weight. */
const PAIR_FACTOR = 0.5

interface FieldIndex {
  counts: Map<string, number>
  pairs: Set<string>
  length: number
}

export interface DocumentIndex {
  fields: Record<Field, FieldIndex>
  /** Every stem of the document, in any field. */
  terms: Set<string>
}

export interface SearchIndex {
  documents: readonly DocumentIndex[]
  /** In how many documents each stem appears. */
  documentFrequency: Map<string, number>
  /** Every stem, sorted, for prefix matches. */
  vocabulary: string[]
  averageLength: Record<Field, number>
}

function indexField(texts: readonly string[]): FieldIndex {
  const counts = new Map<string, number>()
  const pairs = new Set<string>()
  let length = 0
  for (const text of texts) {
    const terms = termsOf(text)
    length += terms.length
    terms.forEach((term, i) => {
      counts.set(term, (counts.get(term) ?? 0) + 1)
      if (i > 0) pairs.add(`${terms[i - 1]} ${term}`)
    })
  }
  return { counts, pairs, length }
}

/** One document's words, field by field: the costly part of an index, done once per document. */
export function indexDocument(document: SearchDocument): DocumentIndex {
  const fields = {
    title: indexField([document.title]),
    headings: indexField(document.headings),
    summary: indexField(document.summary),
    body: indexField(document.body),
  }
  const terms = new Set<string>()
  for (const field of FIELDS) for (const term of fields[field].counts.keys()) terms.add(term)
  return { fields, terms }
}

/** The index of indexed documents: how common each word is, the vocabulary, the field lengths. */
export function combineIndex(documents: readonly DocumentIndex[]): SearchIndex {
  const documentFrequency = new Map<string, number>()
  const totals: Record<Field, number> = { title: 0, headings: 0, summary: 0, body: 0 }
  for (const document of documents) {
    for (const field of FIELDS) totals[field] += document.fields[field].length
    for (const term of document.terms)
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1)
  }
  const n = Math.max(1, documents.length)
  const averageLength = Object.fromEntries(
    FIELDS.map((field) => [field, Math.max(1, totals[field] / n)]),
  ) as Record<Field, number>
  return {
    documents,
    documentFrequency,
    vocabulary: [...documentFrequency.keys()].sort(),
    averageLength,
  }
}

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  return combineIndex(documents.map(indexDocument))
}

/** The stems a query word stands for, each with how much it counts. */
function expansions(index: SearchIndex, term: string): [string, number][] {
  const found: [string, number][] = index.documentFrequency.has(term) ? [[term, 1]] : []
  if (term.length < MIN_PREFIX_LENGTH) return found
  // The first vocabulary word at or after the term, by binary search; its neighbours follow.
  const words = index.vocabulary
  let low = 0
  let high = words.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (words[mid]! < term) low = mid + 1
    else high = mid
  }
  for (let i = low; i < words.length && found.length <= MAX_PREFIX_EXPANSIONS; i++) {
    const word = words[i]!
    if (!word.startsWith(term)) break
    if (word !== term) found.push([word, PREFIX_FACTOR])
  }
  return found
}

export interface SearchHit {
  /** The document's position in the list the index was built from. */
  document: number
  /** How many of the query's words it contains. */
  matched: number
  score: number
}

/**
 * The documents that contain at least half of the query's words (at least one), each with how
 * many it contains and its score. Unordered: `compareHits` orders them.
 */
export function searchIndex(index: SearchIndex, query: SearchQuery): SearchHit[] {
  const n = index.documents.length
  const idf = (term: string) => {
    const df = index.documentFrequency.get(term) ?? 0
    return Math.log(1 + (n - df + 0.5) / (df + 0.5))
  }
  const wanted = query.terms.map((term) =>
    expansions(index, term).map(([stem, factor]) => ({ stem, weight: factor * idf(stem) })),
  )
  const needed = Math.max(1, Math.ceil(query.terms.length / 2))
  const hits: SearchHit[] = []
  index.documents.forEach((document, position) => {
    let matched = 0
    let score = 0
    for (const options of wanted) {
      let best = 0
      for (const { stem, weight } of options) {
        if (!document.terms.has(stem)) continue
        let termScore = 0
        for (const field of FIELDS) {
          const { counts, length } = document.fields[field]
          const count = counts.get(stem)
          if (!count) continue
          const norm = 1 - B + (B * length) / index.averageLength[field]
          termScore += (FIELD_WEIGHTS[field] * count) / (count + K1 * norm)
        }
        best = Math.max(best, weight * termScore)
      }
      if (best > 0) {
        matched++
        score += best
      }
    }
    if (matched < needed) return
    for (const pair of query.pairs) {
      const field = FIELDS.find((f) => document.fields[f].pairs.has(pair))
      if (!field) continue
      const [a, b] = pair.split(' ') as [string, string]
      score += PAIR_FACTOR * FIELD_WEIGHTS[field] * ((idf(a) + idf(b)) / 2)
    }
    hits.push({ document: position, matched, score })
  })
  return hits
}

/** More of the query's words first, then the higher score. */
export function compareHits(a: SearchHit, b: SearchHit): number {
  return b.matched - a.matched || b.score - a.score
}
