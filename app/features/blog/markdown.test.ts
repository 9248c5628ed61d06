import { expect, test } from 'vitest'
import { countWords, slugify } from './markdown'
import { MarkdownError, renderMarkdown } from './markdown.server'

const html = (source: string) =>
  renderMarkdown(source)
    .segments.map((s) => (s.kind === 'html' ? s.html : `[quiz:${s.position}]`))
    .join('')

/** The HTML without the line breaks the renderer puts between tags. */
const compact = (source: string) => html(source).replace(/>\n</g, '><')

test('headings get ids from their text, unique within the article', () => {
  const result = renderMarkdown('## The bottom line\n\n### What’s next?\n\n## The bottom line')
  expect(result.headings).toEqual([
    { depth: 2, text: 'The bottom line', id: 'the-bottom-line' },
    { depth: 3, text: 'What’s next?', id: 'whats-next' },
    { depth: 2, text: 'The bottom line', id: 'the-bottom-line-2' },
  ])
  expect(html('## A')).toBe('<h2 id="a">A</h2>\n')
})

test('a heading’s id comes from its text without markup', () => {
  const result = renderMarkdown('## **Roth** & `401(k)` [limits](/blog/x)')
  expect(result.headings).toEqual([
    { depth: 2, text: 'Roth & 401(k) limits', id: 'roth-and-401k-limits' },
  ])
  expect(html('## **Roth** & `401(k)`')).toBe(
    '<h2 id="roth-and-401k"><strong>Roth</strong> &amp; <code>401(k)</code></h2>\n',
  )
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

test('three asterisks make strong emphasis, and double underscores make strong text', () => {
  expect(html('***x***')).toBe('<p><em><strong>x</strong></em></p>\n')
  expect(html('__x__ and __two words__')).toBe(
    '<p><strong>x</strong> and <strong>two words</strong></p>\n',
  )
})

test('an entity written in the text stays one entity, not escaped twice', () => {
  expect(html('Fees &amp; taxes &lt;5%')).toBe('<p>Fees &amp; taxes &lt;5%</p>\n')
  expect(renderMarkdown('Fees &amp; taxes').text).toBe('Fees & taxes')
})

test('underlined (setext) headings; a level-1 heading becomes an h2 under the page title', () => {
  const result = renderMarkdown('Title\n===\n\nPart two\n---\n\n# Hashed')
  expect(result.segments).toEqual([
    {
      kind: 'html',
      html: '<h2 id="title">Title</h2>\n<h2 id="part-two">Part two</h2>\n<h2 id="hashed">Hashed</h2>\n',
    },
  ])
  expect(result.headings.map((h) => h.depth)).toEqual([2, 2, 2])
})

test('lists, ordered lists with their start, block quotes and lines joined into paragraphs', () => {
  expect(compact('Intro line\nsecond line\n\n- one\n- two\n  continued\n\n3. c\n4. d')).toBe(
    '<p>Intro line\nsecond line</p><ul><li>one</li><li>two\ncontinued</li></ul><ol start="3"><li>c</li><li>d</li></ol>\n',
  )
  expect(compact('> **Note.** quoted\n> more')).toBe(
    '<blockquote><p><strong>Note.</strong> quoted\nmore</p></blockquote>\n',
  )
})

test('a loose list keeps its paragraphs inside the items, and lists nest', () => {
  expect(compact('- First item\n\n  Its second paragraph.\n\n- Second item')).toBe(
    '<ul><li><p>First item</p><p>Its second paragraph.</p></li><li><p>Second item</p></li></ul>\n',
  )
  expect(compact('- a\n  - b')).toBe('<ul><li>a\n<ul><li>b</li></ul></li></ul>\n')
})

test('tables get header cells, alignment and a labelled, scrollable region', () => {
  const out = compact('## Costs\n\n| Item | Cost |\n| ---- | ---: |\n| Rent | $1,200 |')
  expect(out).toContain(
    '<div class="article-table" role="region" aria-label="Costs: table" tabindex="0"><table>',
  )
  expect(out).toContain(
    '<th scope="col">Item</th><th scope="col" style="text-align:right">Cost</th>',
  )
  expect(out).toContain('<td>Rent</td><td style="text-align:right">$1,200</td>')
  expect(out).toContain('</table></div>')
  expect(compact('## Costs\n\n| a |\n| - |\n\n| b |\n| - |')).toContain(
    'aria-label="Costs: table 2"',
  )
})

test('GFM tables: outer pipes optional, escaped pipes, short rows filled', () => {
  const out = compact('Plan | Rate\n:--- | :---:\nA \\| B | 5%\nC')
  expect(out).toContain(
    '<thead><tr><th scope="col" style="text-align:left">Plan</th><th scope="col" style="text-align:center">Rate</th></tr></thead>',
  )
  expect(out).toContain(
    '<tr><td style="text-align:left">A | B</td><td style="text-align:center">5%</td></tr>',
  )
  expect(out).toContain(
    '<tr><td style="text-align:left">C</td><td style="text-align:center"></td></tr>',
  )
})

test('a comparison table with an empty corner cell gets row headers instead of an empty header', () => {
  const out = compact(
    '| | Avalanche | Snowball |\n| --- | --- | --- |\n| Interest | $4,640 | $5,239 |',
  )
  expect(out).toContain(
    '<thead><tr><td></td><th scope="col">Avalanche</th><th scope="col">Snowball</th></tr></thead>',
  )
  expect(out).toContain('<tr><th scope="row">Interest</th><td>$4,640</td><td>$5,239</td></tr>')
})

test('fenced code is shown as code, escaped', () => {
  expect(html('```\na < b\n```')).toBe('<pre><code>a &lt; b\n</code></pre>\n')
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
  ['a script', '<script>alert(1)</script>', /HTML blocks are not supported/],
  ['inline HTML', 'a <b>b</b>', /HTML inside the text/],
  ['an image', '![alt](/x.png)', /Images/],
  ['a level-5 heading', '##### Deep', /deeper than ####/],
  ['an unknown quiz marker', '<!-- quiz:start -->', /Unknown quiz marker/],
  ['a repeated quiz marker', '<!-- quiz:final -->\n\n<!-- quiz:final -->', /appears twice/],
  ['a quiz marker inside a list', '- a\n\n  <!-- quiz:final -->', /on its own/],
  ['a javascript link', '[x](javascript:alert(1))', /link/],
  ['a javascript autolink', '<javascript:alert(1)>', /link/],
  ['a data link', 'Text\nmore [x](data:text/html,hi)', /line 13: Unsupported link/],
])('refuses %s, naming the line', (_, source, message) => {
  expect(() => renderMarkdown(`Intro\n\n${source}`, 10)).toThrow(MarkdownError)
  expect(() => renderMarkdown(`Intro\n\n${source}`, 10)).toThrow(/line 1[2-9]/)
  expect(() => renderMarkdown(`Intro\n\n${source}`, 10)).toThrow(message)
})

test('slugify keeps letters and digits only', () => {
  expect(slugify('401(k) & IRA: 2026 limits')).toBe('401k-and-ira-2026-limits')
  expect(slugify('Café crème')).toBe('cafe-creme')
})
