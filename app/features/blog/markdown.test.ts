import { expect, test } from 'vitest'
import { countWords, MarkdownError, renderMarkdown, slugify } from './markdown'

const html = (source: string) =>
  renderMarkdown(source)
    .segments.map((s) => (s.kind === 'html' ? s.html : `[quiz:${s.position}]`))
    .join('')

test('headings get ids from their text, unique within the article', () => {
  const result = renderMarkdown('## The bottom line\n\n### What’s next?\n\n## The bottom line')
  expect(result.headings).toEqual([
    { depth: 2, text: 'The bottom line', id: 'the-bottom-line' },
    { depth: 3, text: 'What’s next?', id: 'whats-next' },
    { depth: 2, text: 'The bottom line', id: 'the-bottom-line-2' },
  ])
  expect(html('## A')).toBe('<h2 id="a">A</h2>\n')
})

test('inline markup: bold, italics, links, code, escapes; everything else is escaped', () => {
  expect(html('**Pay** _every_ minimum [now](/blog/x) & `a<b` \\*not\\*')).toBe(
    '<p><strong>Pay</strong> <em>every</em> minimum <a href="/blog/x">now</a> &amp; <code>a&lt;b</code> *not*</p>\n',
  )
  expect(html('snake_case_name and 5 * 3 * 2 and [date] and x < y')).toBe(
    '<p>snake_case_name and 5 * 3 * 2 and [date] and x &lt; y</p>\n',
  )
  expect(html('See [the IRS](https://www.irs.gov).')).toBe(
    '<p>See <a href="https://www.irs.gov" rel="noopener">the IRS</a>.</p>\n',
  )
})

test('lists, ordered lists with their start, block quotes and lines joined into paragraphs', () => {
  expect(html('Intro line\nsecond line\n\n- one\n- two\n  continued\n\n3. c\n4. d')).toBe(
    '<p>Intro line second line</p>\n<ul><li>one</li><li>two continued</li></ul>\n<ol start="3"><li>c</li><li>d</li></ol>\n',
  )
  expect(html('> **Note.** quoted\n> more')).toBe(
    '<blockquote><p><strong>Note.</strong> quoted more</p>\n</blockquote>\n',
  )
})

test('tables get header cells, alignment and a labelled, scrollable region', () => {
  const out = html('## Costs\n\n| Item | Cost |\n| ---- | ---: |\n| Rent | $1,200 |')
  expect(out).toContain(
    '<div class="article-table" role="region" aria-label="Costs: table" tabindex="0"><table>',
  )
  expect(out).toContain(
    '<th scope="col">Item</th><th scope="col" style="text-align:right">Cost</th>',
  )
  expect(out).toContain('<td>Rent</td><td style="text-align:right">$1,200</td>')
})

test('a comparison table with an empty corner cell gets row headers instead of an empty header', () => {
  const out = html(
    '| | Avalanche | Snowball |\n| --- | --- | --- |\n| Interest | $4,640 | $5,239 |',
  )
  expect(out).toContain(
    '<thead><tr><td></td><th scope="col">Avalanche</th><th scope="col">Snowball</th></tr></thead>',
  )
  expect(out).toContain('<tr><th scope="row">Interest</th><td>$4,640</td><td>$5,239</td></tr>')
})

test('quiz markers split the body where they stand', () => {
  const result = renderMarkdown('Before\n\n<!-- quiz:midpoint -->\n\nAfter\n\n<!-- quiz:final -->')
  expect(result.segments).toEqual([
    { kind: 'html', html: '<p>Before</p>\n' },
    { kind: 'quiz', position: 'midpoint' },
    { kind: 'html', html: '<p>After</p>\n' },
    { kind: 'quiz', position: 'final' },
  ])
  expect(result.quizMarkers).toEqual(['midpoint', 'final'])
})

test('plain text and links are collected for word counts, search and link checks', () => {
  const result = renderMarkdown('## Title here\n\nOne **two** [three](/blog/a) — 4.')
  expect(result.text).toBe('Title here\nOne two three — 4.')
  expect(result.links).toEqual(['/blog/a'])
  expect(countWords(result.text)).toBe(6)
})

test.each([
  ['raw HTML', '<div>hi</div>', /HTML blocks are not supported/],
  ['inline HTML', 'a <b>b</b>', /HTML inside the text/],
  ['an image', '![alt](/x.png)', /Images/],
  ['a level-1 heading', '# Title', /Use ## or deeper/],
  ['fenced code', '```\ncode\n```', /Fenced code/],
  ['a nested list', '- a\n  - b', /Nested lists/],
  ['an unknown quiz marker', '<!-- quiz:start -->', /Unknown quiz marker/],
  ['a repeated quiz marker', '<!-- quiz:final -->\n\n<!-- quiz:final -->', /appears twice/],
  ['a javascript link', '[x](javascript:alert(1))', /link/],
  ['a ragged table', '| a | b |\n| - | - |', /table needs/],
  ['a short table row', '| a | b |\n| --- | --- |\n| 1 |', /has 1 cells/],
])('refuses %s, naming the line', (_, source, message) => {
  expect(() => renderMarkdown(`Intro\n\n${source}`, 10)).toThrow(MarkdownError)
  expect(() => renderMarkdown(`Intro\n\n${source}`, 10)).toThrow(/line 1[2-9]/)
  expect(() => renderMarkdown(`Intro\n\n${source}`, 10)).toThrow(message)
})

test('slugify keeps letters and digits only', () => {
  expect(slugify('401(k) & IRA: 2026 limits')).toBe('401k-and-ira-2026-limits')
  expect(slugify('Café crème')).toBe('cafe-creme')
})
