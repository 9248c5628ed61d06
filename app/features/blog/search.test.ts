import { describe, expect, test } from 'vitest'
import {
  buildSearchIndex,
  compareHits,
  foldText,
  MAX_QUERY_TERMS,
  parseSearchQuery,
  searchIndex,
  searchQueryOf,
  stem,
  termsOf,
  tokenize,
  type SearchDocument,
} from './search'

describe('foldText', () => {
  test('drops accents and compatibility forms and lowercases', () => {
    expect(foldText('Résumé, NAÏVE café')).toBe('resume, naive cafe')
    expect(foldText('Ｒｏｔｈ ＩＲＡ')).toBe('roth ira')
    expect(foldText('ﬁnance')).toBe('finance')
    expect(foldText('Straße Ærø Łódź')).toBe('strasse aero lodz')
  })
})

describe('tokenize', () => {
  test('401(k), 401k, 401 k and 401-k are one word', () => {
    for (const spelling of ['401(k)', '401k', '401 k', '401-k', '401 (k)', '401K', '４０１(ｋ)'])
      expect(tokenize(`my ${spelling} plan`), spelling).toEqual(['my', '401k', 'plan'])
    expect(tokenize('a 403(b) or 457(b)')).toEqual(['a', '403b', 'or', '457b'])
  })

  test('a number followed by the words "a" or "I" keeps them apart', () => {
    expect(tokenize('by 30 a saver')).toEqual(['by', '30', 'a', 'saver'])
    expect(tokenize('at 30 i saved')).toEqual(['at', '30', 'i', 'saved'])
  })

  test('other punctuation separates words', () => {
    expect(tokenize('debt-free, (really); 50/30/20!')).toEqual([
      'debt',
      'free',
      'really',
      '50',
      '30',
      '20',
    ])
    expect(tokenize('!!! ... ???')).toEqual([])
  })

  test('apostrophes, initials, thousands and decimals stay in their word', () => {
    expect(tokenize("Today’s rate, Roth's rules, don’t")).toEqual([
      'todays',
      'rate',
      'roths',
      'rules',
      'dont',
    ])
    expect(tokenize('the S&P 500 and S & P')).toEqual(['the', 'sp', '500', 'and', 'sp'])
    expect(tokenize('bonds & stocks')).toEqual(['bonds', 'stocks'])
    expect(tokenize('$1,000,000 at 7.5% in 2026. Then 1,2')).toEqual([
      '1000000',
      'at',
      '7.5',
      'in',
      '2026',
      'then',
      '1',
      '2',
    ])
  })

  test('letters and digits of other scripts are words too', () => {
    expect(tokenize('Ελλάδα — 東京')).toEqual(['ελλαδα', '東京'])
  })

  test('any text gives words of letters and digits only', () => {
    // A small seeded PRNG (mulberry32), so a failure can be replayed.
    let seed = 20261126
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    const alphabet = 'ab k1(0) -,.&’éß\u0000\u00a0東😀'
    const word = /^[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*$/u
    const wrong: { text: string; words: string[] }[] = []
    for (let run = 0; run < 1000; run++) {
      const text = Array.from(
        { length: Math.floor(random() * 40) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('')
      const words = tokenize(text)
      if (!words.every((w) => word.test(w))) wrong.push({ text, words })
    }
    expect(wrong).toEqual([])
  })

  test('a long text is read in one pass: 800,000 characters of numbers and dots', () => {
    // Backtracking over the joins would not finish within the test's time-out on such a text.
    const words = tokenize(`${'1.2 '.repeat(50_000)}${'3.'.repeat(300_000)}x`)
    expect(words.slice(0, 2)).toEqual(['1.2', '1.2'])
    expect(words.length).toBeGreaterThanOrEqual(50_001)
    expect(words.every((w) => /^[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*$/u.test(w))).toBe(true)
  })
})

describe('stem', () => {
  test.each([
    ['accounts', 'account'],
    ['taxes', 'tax'],
    ['matches', 'match'],
    ['policies', 'policy'],
    ['classes', 'class'],
    ['snowballing', 'snowball'],
    ['snowballed', 'snowball'],
    ['investing', 'invest'],
    ['invested', 'invest'],
    ['budgeting', 'budget'],
    ['running', 'run'],
    ['planned', 'plan'],
    ['qualified', 'qualify'],
    ['iras', 'ira'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected)
  })

  test('a word and its variants share a stem', () => {
    for (const group of [
      ['save', 'saves', 'saving', 'savings', 'saved'],
      ['rebalance', 'rebalancing', 'rebalanced', 'rebalances'],
      ['rate', 'rates', 'rated', 'rating'],
      ['fee', 'fees'],
      ['roth', 'roths'],
    ])
      expect(new Set(group.map(stem)), group.join(', ')).toHaveProperty('size', 1)
  })

  test('short words, words with digits and words the rules do not fit stay whole', () => {
    for (const word of ['ira', 'has', 'bonus', 'basis', 'this', 'less', 'thing', 'bring', '401k'])
      expect(stem(word)).toBe(word)
  })
})

describe('searchQueryOf', () => {
  test('drops common words unless nothing else is left, and keeps neighbouring pairs', () => {
    expect(searchQueryOf('What is a Roth IRA?')).toEqual({
      text: 'What is a Roth IRA?',
      terms: ['roth', 'ira'],
      pairs: ['roth ira'],
    })
    expect(searchQueryOf('the').terms).toEqual(['the'])
    expect(searchQueryOf('saving savings saved').terms).toEqual(['sav'])
  })

  test('keeps at most the first twelve words', () => {
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`)
    expect(searchQueryOf(words.join(' ')).terms).toEqual(words.slice(0, MAX_QUERY_TERMS))
  })
})

describe('parseSearchQuery', () => {
  test('reads a query', () => {
    const parsed = parseSearchQuery('  401(k) match ')
    expect(parsed).toEqual({
      ok: true,
      query: { text: '401(k) match', terms: ['401k', 'match'], pairs: ['401k match'] },
    })
  })

  test.each([
    [null, 'Say what to search for.', 'Enter a word or phrase to search for'],
    ['   ', 'Say what to search for.', 'Enter a word or phrase to search for'],
    ['x'.repeat(101), 'The search is too long.', 'Use at most 100 characters'],
    [
      'roth\u0000ira',
      'The search contains a control character.',
      'Use one line of plain text, without invisible control characters',
    ],
    [
      'roth\nira',
      'The search contains a control character.',
      'Use one line of plain text, without invisible control characters',
    ],
    ['?!(-)…', 'The search has no letters or numbers.', 'Use at least one letter or number'],
  ])('refuses %j', (raw, error, message) => {
    expect(parseSearchQuery(raw)).toEqual({ ok: false, error, message })
  })
})

describe('ranking', () => {
  const doc = (fields: Partial<SearchDocument>): SearchDocument => ({
    title: 'Untitled',
    headings: [],
    summary: [],
    body: ['Nothing here.'],
    ...fields,
  })
  const rank = (documents: SearchDocument[], query: string) =>
    searchIndex(buildSearchIndex(documents), searchQueryOf(query))
      .sort((a, b) => compareHits(a, b) || a.document - b.document)
      .map((hit) => hit.document)

  test('a word in the title beats headings, which beat the summary, which beats the body', () => {
    // Fields of the same lengths, so only where the word stands differs.
    const filler = 'Pay every bill on time and keep a small cushion for the month ahead. '
    const doc = (where: keyof SearchDocument, text: string): SearchDocument => {
      const base: SearchDocument = {
        title: 'A plan for the debt',
        headings: ['Why the plan works'],
        summary: ['The plan method'],
        body: [filler.repeat(4)],
      }
      const value = where === 'title' ? text : where === 'body' ? [filler.repeat(3) + text] : [text]
      return { ...base, [where]: value }
    }
    const documents = [
      doc('body', 'Snowball now, snowball later, snowball always.'),
      doc('summary', 'The snowball method'),
      doc('headings', 'Why the snowball works'),
      doc('title', 'A snowball for the debt'),
      doc('body', ''),
    ]
    expect(rank(documents, 'snowball')).toEqual([3, 2, 1, 0])
  })

  test('documents with every word rank above those with some, and side by side ranks higher', () => {
    const documents = [
      doc({ title: 'Roth conversions', body: ['Roth, Roth, Roth.'] }),
      doc({ body: ['An IRA; then, a Roth account.'] }),
      doc({ body: ['Open a Roth IRA today.'] }),
      doc({ body: ['Cash only.'] }),
    ]
    expect(rank(documents, 'roth ira')).toEqual([2, 1, 0])
  })

  test('stems and folded spellings match, and a word matches longer words it begins', () => {
    const documents = [
      doc({ title: 'Investing for beginners' }),
      doc({ body: ['A résumé of the 401(k) rules.'] }),
      doc({ body: ['An investment account.'] }),
    ]
    expect(rank(documents, 'invested')).toEqual([0, 2])
    expect(rank(documents, 'investment')).toEqual([2])
    expect(rank(documents, 'RESUME 401 k')).toEqual([1])
  })

  test('a query of many words needs at least half of them', () => {
    const documents = [
      doc({ body: ['roth'] }),
      doc({ body: ['roth ira'] }),
      doc({ body: ['roth ira limit'] }),
    ]
    expect(rank(documents, 'roth ira limit income')).toEqual([2, 1])
  })

  test('a term list matches words of all fields', () => {
    expect(termsOf('Saving for a 401(k)')).toEqual(['sav', 'for', 'a', '401k'])
  })
})
