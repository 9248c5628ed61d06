import { expect, test } from 'vitest'
import { FrontMatterError, parseFrontMatter, parseYaml } from './front-matter'

test('reads mappings, lists of mappings, flow lists and every kind of scalar', () => {
  const yaml = [
    'id: 4',
    "title: 'It''s a title: with a colon'",
    'subtitle: "Say \\"hi\\" \\u00e9"',
    'category: Debt Elimination',
    'publishedDate: 2024-12-26',
    'keywords:',
    '  [',
    "    'one',",
    "    'two, with comma',",
    '  ]',
    'tags: [\'a\', "b"]',
    'faqs:',
    "  - question: 'Q1?'",
    "    answer: 'A1'",
    '  - question: Q2',
    '    answer: A2',
    'quizzes:',
    '  final:',
    '    options:',
    "      - text: 'x'",
    '        correct: true',
    "      - text: 'y'",
    '        correct: false',
    'plain:',
    '- first',
    '- second',
  ].join('\n')
  expect(parseYaml(yaml)).toEqual({
    id: 4,
    title: "It's a title: with a colon",
    subtitle: 'Say "hi" é',
    category: 'Debt Elimination',
    publishedDate: '2024-12-26',
    keywords: ['one', 'two, with comma'],
    tags: ['a', 'b'],
    faqs: [
      { question: 'Q1?', answer: 'A1' },
      { question: 'Q2', answer: 'A2' },
    ],
    quizzes: {
      final: {
        options: [
          { text: 'x', correct: true },
          { text: 'y', correct: false },
        ],
      },
    },
    plain: ['first', 'second'],
  })
})

test('splits the front matter from the body and says where the body starts', () => {
  const doc = parseFrontMatter("---\nid: 1\nslug: 'a'\n---\n\nHello\n")
  expect(doc.data).toEqual({ id: 1, slug: 'a' })
  expect(doc.body).toBe('\nHello\n')
  expect(doc.bodyLine).toBe(5)
})

test.each([
  ['a duplicate field', 'a: 1\na: 2', /line 2: Map keys must be unique/],
  ['a plain value with a colon', 'a: b: c', /line 1: Nested mappings are not allowed/],
  ['an unclosed quote', "a: 'open", /line 1: Missing closing 'quote/],
  ['an unclosed flow list', "a: ['x',", /line 1: .*end with a \]/],
  ['a field without a value', 'a:\nb: 1', /line 1: This field has no value/],
  ['a list item without a value', 'a:\n  - x\n  -', /line 3: This list item has no value/],
  ['stray indentation', 'a: 1\n  b: 2', /line 1: Nested mappings are not allowed/],
  ['tabs', 'a:\n\t- x', /line 2: Tabs are not allowed/],
  ['an anchor', 'a: &x 1', /Anchors and aliases/],
  ['an alias', 'a: 1\nb: *x', /line 2: Anchors and aliases/],
  ['an unknown escape', 'a: "\\q"', /Invalid escape/],
  ['a prototype key', '__proto__: 1', /not a field/],
])('refuses %s', (_, yaml, message) => {
  expect(() => parseYaml(yaml)).toThrow(FrontMatterError)
  expect(() => parseYaml(yaml)).toThrow(message)
})

test('lines are numbered from the file, after the opening `---`', () => {
  expect(() => parseFrontMatter('---\nid: 1\nid: 2\n---\nBody')).toThrow(/^line 3: Map keys/)
})

test('a file without front matter is refused', () => {
  expect(() => parseFrontMatter('# Title\n')).toThrow(/must start with a `---` line/)
  expect(() => parseFrontMatter('---\na: 1\n')).toThrow(/no closing/)
})
