import markdownIt, { type Token } from 'markdown-it'
import {
  escapeHtml,
  QUIZ_POSITIONS,
  slugify,
  type BodySegment,
  type Heading,
  type QuizPosition,
} from './markdown'

/**
 * Markdown for the blog, through markdown-it (CommonMark plus GFM tables), for the bundled articles
 * and for database posts written in the admin editor. This module is the one entry point: it adds
 * what our pages need on top of the library's tokens (heading ids, the quiz markers that split the
 * body, labelled and scrollable tables, `rel="noopener"` on external links) and refuses what has no
 * place in an article body, naming the line: raw HTML, images, headings below ####, link targets
 * other than a path, an anchor, http(s) or mailto. A level-1 heading (`#` or an `===` underline)
 * becomes an h2, as the sanitiser does for HTML, since the article title is the page's only h1.
 */
export class MarkdownError extends Error {
  constructor(message: string, line: number) {
    super(`line ${line}: ${message}`)
    this.name = 'MarkdownError'
  }
}

export interface RenderedMarkdown {
  segments: BodySegment[]
  headings: Heading[]
  /** The readable text, without markup: for word counts and search. */
  text: string
  /** Every link target, in order. */
  links: string[]
  quizMarkers: QuizPosition[]
}

const QUIZ_MARKER = /^<!--\s*quiz:(\w+)\s*-->$/
const LINK_TARGET = /^(\/|#|https:\/\/|http:\/\/|mailto:)/
const EXTERNAL = /^https?:\/\//

// Raw HTML is parsed (not escaped) only so that quiz markers arrive as their own tokens; any other
// HTML is refused below. Links are all let through the parser so that a bad target is refused with
// its line instead of silently turning into text.
const md = markdownIt({ html: true, linkify: false, typographer: false })
md.validateLink = () => true

const TABLE_LABEL = 'articleTableLabel'
/** The label a table's heading gave it while parsing, else "Table". */
const tableLabel = (meta: unknown) => {
  const label = (meta as Record<string, unknown> | null)?.[TABLE_LABEL]
  return typeof label === 'string' ? label : 'Table'
}
md.renderer.rules.table_open = (tokens, index) =>
  `<div class="article-table" role="region" aria-label="${escapeHtml(tableLabel(tokens[index]!.meta))}" tabindex="0"><table>\n`
md.renderer.rules.table_close = () => '</table></div>\n'

/** Puts an attribute first, so `scope` reads before the library's `style`. */
function prependAttribute(token: Token, name: string, value: string) {
  token.attrs = [[name, value], ...(token.attrs ?? []).filter(([key]) => key !== name)]
}

/**
 * The plain text of one inline token, checking its links and images on the way. `line` is the
 * file line the inline content starts on; soft and hard breaks move it on.
 */
function inlineText(inline: Token, line: number, links: string[]): string {
  let text = ''
  for (const child of inline.children ?? []) {
    switch (child.type) {
      case 'text':
      case 'code_inline':
        text += child.content
        break
      case 'softbreak':
      case 'hardbreak':
        text += ' '
        line++
        break
      case 'image':
        throw new MarkdownError('Images in the article body are not supported.', line)
      case 'html_inline':
        throw new MarkdownError('HTML inside the text is not supported.', line)
      case 'link_open': {
        const href = String(child.attrGet('href') ?? '')
        if (!LINK_TARGET.test(href))
          throw new MarkdownError(`Unsupported link target "${href}".`, line)
        if (EXTERNAL.test(href)) child.attrSet('rel', 'noopener')
        links.push(href)
        break
      }
    }
  }
  return text
}

/** Renders a body. `firstLine` numbers lines in error messages (the body follows front matter). */
export function renderMarkdown(source: string, firstLine = 1): RenderedMarkdown {
  const tokens = md.parse(source, {})
  const headings: Heading[] = []
  const usedIds = new Map<string, number>()
  const links: string[] = []
  const textParts: string[] = []
  const quizMarkers: QuizPosition[] = []
  const quizAt: { index: number; position: QuizPosition }[] = []
  const tablesUnderHeading = new Map<string, number>()
  let lastHeading = ''
  let line = firstLine
  // Table state: whether the current table labels its rows with its first column (an empty
  // top-left cell), and whether the next cell opened is the first of its row.
  let rowHeaders = false
  let firstCellOfRow = false

  function uniqueId(text: string) {
    const base = slugify(text) || 'section'
    const seen = usedIds.get(base) ?? 0
    usedIds.set(base, seen + 1)
    return seen === 0 ? base : `${base}-${seen + 1}`
  }

  tokens.forEach((token, index) => {
    if (token.map) line = token.map[0] + firstLine
    switch (token.type) {
      case 'html_block': {
        const marker = QUIZ_MARKER.exec(token.content.trim())
        if (!marker) throw new MarkdownError('HTML blocks are not supported.', line)
        const position = marker[1] as QuizPosition
        if (!QUIZ_POSITIONS.includes(position))
          throw new MarkdownError(`Unknown quiz marker "${marker[1]}".`, line)
        if (token.level !== 0)
          throw new MarkdownError(
            'A quiz marker stands on its own, outside lists and quotes.',
            line,
          )
        if (quizMarkers.includes(position))
          throw new MarkdownError(`The ${position} quiz marker appears twice.`, line)
        quizMarkers.push(position)
        quizAt.push({ index, position })
        break
      }
      case 'heading_open':
      case 'heading_close': {
        const depth = Number(token.tag.slice(1))
        if (depth > 4) throw new MarkdownError('Headings deeper than #### are not supported.', line)
        if (depth === 1) token.tag = 'h2'
        if (token.type === 'heading_open') {
          const text = inlineText(tokens[index + 1]!, line, [])
          const id = uniqueId(text)
          token.attrSet('id', id)
          headings.push({ depth: Math.max(depth, 2) as Heading['depth'], text, id })
          lastHeading = text
        }
        break
      }
      case 'table_open': {
        const count = (tablesUnderHeading.get(lastHeading) ?? 0) + 1
        tablesUnderHeading.set(lastHeading, count)
        token.meta = {
          [TABLE_LABEL]: `${lastHeading || 'Article'}: table${count > 1 ? ` ${count}` : ''}`,
        }
        rowHeaders = tokens[index + 4]?.type === 'inline' && tokens[index + 4]!.content === ''
        break
      }
      case 'tr_open':
        firstCellOfRow = true
        break
      case 'th_open':
      case 'td_open': {
        const cell = tokens[index + 1]!
        const close = tokens[index + 2]!
        if (token.type === 'th_open') {
          if (cell.content === '') token.tag = close.tag = 'td'
          else prependAttribute(token, 'scope', 'col')
        } else if (rowHeaders && firstCellOfRow) {
          token.tag = close.tag = 'th'
          prependAttribute(token, 'scope', 'row')
        }
        firstCellOfRow = false
        break
      }
      case 'inline':
        textParts.push(inlineText(token, line, links))
        break
    }
  })

  const segments: BodySegment[] = []
  let from = 0
  for (const { index, position } of [...quizAt, { index: tokens.length, position: null }]) {
    const html = md.renderer.render(tokens.slice(from, index), md.options, {})
    if (html) segments.push({ kind: 'html', html })
    if (position) segments.push({ kind: 'quiz', position })
    from = index + 1
  }
  return { segments, headings, text: textParts.join('\n'), links, quizMarkers }
}
