import { expect, test } from 'vitest'
import { renderPostMarkdown } from './post-body.server'

const stored = (markdown: string) => {
  const body = renderPostMarkdown(markdown)
  if (!body.ok) throw new Error(body.error)
  return body.html.replace(/>\n</g, '><')
}

test('a script in a post body is refused, naming the line, and never stored', () => {
  expect(renderPostMarkdown('Some text.\n\n<script>alert(document.cookie)</script>')).toEqual({
    ok: false,
    error: 'Line 3: HTML blocks are not supported.',
  })
  expect(renderPostMarkdown('Some <script>alert(1)</script> text.')).toEqual({
    ok: false,
    error: 'Line 1: HTML inside the text is not supported.',
  })
})

test('a javascript: link in a post body is refused, however it is written', () => {
  for (const markdown of [
    'Read [this](javascript:alert(1)) now.',
    'Read [this](JavaScript:alert(1)) now.',
    'Read <javascript:alert(1)> now.',
    'Read [this][ref] now.\n\n[ref]: javascript:alert(1)',
  ])
    expect(renderPostMarkdown(markdown), markdown).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Line 1: Unsupported link target/),
    })
})

test('what the library renders survives the sanitiser: strong emphasis, loose lists, tables', () => {
  expect(stored('***Both*** and __strong__ &amp; more')).toBe(
    '<p><em><strong>Both</strong></em> and <strong>strong</strong> &amp; more</p>',
  )
  expect(stored('Plan\n===\n\n- One\n\n  More about one.\n- Two')).toBe(
    '<h2>Plan</h2><ul><li><p>One</p><p>More about one.</p></li><li><p>Two</p></li></ul>',
  )
  expect(stored('## Costs\n\n| | Rate |\n| --- | ---: |\n| Card | 24% |')).toBe(
    '<h2>Costs</h2><div class="article-table" role="region" aria-label="Costs: table" tabindex="0"><table><thead><tr><td></td><th scope="col" style="text-align:right">Rate</th></tr></thead><tbody><tr><th scope="row">Card</th><td style="text-align:right">24%</td></tr></tbody></table></div>',
  )
})
