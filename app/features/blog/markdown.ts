/**
 * Markdown for the bundled articles, rendered to HTML once when the content loads. It covers the
 * subset the articles use (headings 2–4, paragraphs, lists, tables, block quotes, bold, italics,
 * code spans and links) plus the two quiz markers, and refuses anything else (raw HTML, images,
 * fenced code, nested lists) with an error naming the line: the articles are our own text, so an
 * unsupported construct is a mistake to fix, never something to pass through. Every piece of text
 * is HTML-escaped, so the output is safe to insert as it is.
 */
export class MarkdownError extends Error {
  constructor(message: string, line: number) {
    super(`line ${line}: ${message}`)
    this.name = 'MarkdownError'
  }
}

export const QUIZ_POSITIONS = ['midpoint', 'final'] as const
export type QuizPosition = (typeof QUIZ_POSITIONS)[number]

export type BodySegment = { kind: 'html'; html: string } | { kind: 'quiz'; position: QuizPosition }

export interface Heading {
  depth: 2 | 3 | 4
  text: string
  id: string
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
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const UNORDERED_ITEM = /^[-*+]\s+(.*)$/
const ORDERED_ITEM = /^(\d{1,9})[.)]\s+(.*)$/
const TABLE_DELIMITER = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/

/** Lowercase words joined by hyphens: the `id` of a heading. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

interface Context {
  links: string[]
  textParts: string[]
  line: number
}

/** Renders the inline markup of one block; also collects its plain text and links. */
function inline(source: string, context: Context): { html: string; text: string } {
  let html = ''
  let text = ''
  let i = 0
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c)
  const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c)

  const special = /[\\`![*_<]/g
  while (i < source.length) {
    const c = source[i]!
    if (!'\\`![*_<'.includes(c)) {
      // Copy the run of ordinary characters up to the next one that may start markup.
      special.lastIndex = i
      const next = special.exec(source)?.index ?? source.length
      const chunk = source.slice(i, next)
      html += escapeHtml(chunk)
      text += chunk
      i = next
      continue
    }

    if (c === '\\' && /[\\`*_{}[\]()#+\-.!|>~<"]/.test(source[i + 1] ?? '')) {
      html += escapeHtml(source[i + 1]!)
      text += source[i + 1]!
      i += 2
      continue
    }

    if (c === '`') {
      const end = source.indexOf('`', i + 1)
      if (end > i + 1) {
        const code = source.slice(i + 1, end)
        html += `<code>${escapeHtml(code)}</code>`
        text += code
        i = end + 1
        continue
      }
    }

    if (c === '!' && source[i + 1] === '[')
      throw new MarkdownError('Images in the article body are not supported.', context.line)

    if (c === '[') {
      const rest = source.slice(i)
      const link = /^\[((?:[^[\]\\]|\\.)+)\]\(([^()\s]+)\)/.exec(rest)
      if (link) {
        const href = link[2]!
        if (!/^(\/|#|https:\/\/|http:\/\/|mailto:)/.test(href))
          throw new MarkdownError(`Unsupported link target "${href}".`, context.line)
        const label = inline(link[1]!, context)
        context.links.push(href)
        const external = /^https?:\/\//.test(href)
        html += `<a href="${escapeHtml(href)}"${external ? ' rel="noopener"' : ''}>${label.html}</a>`
        text += label.text
        i += link[0].length
        continue
      }
      if (/^\[[^\]]*\]\(/.test(rest))
        throw new MarkdownError('A link is not written as [text](target).', context.line)
    }

    if (c === '*' && source[i + 1] === '*' && !isSpace(source[i + 2])) {
      const end = findClosing(source, '**', i + 2)
      if (end !== -1) {
        const inner = inline(source.slice(i + 2, end), context)
        html += `<strong>${inner.html}</strong>`
        text += inner.text
        i = end + 2
        continue
      }
    }

    if ((c === '_' || c === '*') && !isSpace(source[i + 1]) && source[i + 1] !== c) {
      // `_` only opens emphasis at the start of a word (snake_case stays as it is).
      if (c === '*' || !isWordChar(source[i - 1])) {
        const end = findEmphasisEnd(source, c, i + 1)
        if (end !== -1) {
          const inner = inline(source.slice(i + 1, end), context)
          html += `<em>${inner.html}</em>`
          text += inner.text
          i = end + 1
          continue
        }
      }
    }

    if (c === '<' && /[a-zA-Z/!?]/.test(source[i + 1] ?? ''))
      throw new MarkdownError('HTML inside the text is not supported.', context.line)

    html += escapeHtml(c)
    text += c
    i++
  }
  return { html, text }

  function findEmphasisEnd(s: string, marker: string, from: number): number {
    for (let j = from; j < s.length; j++) {
      if (s[j] === '\\') {
        j++
        continue
      }
      if (s[j] === '[') {
        // Skip a whole link so an underscore in its target cannot close the emphasis.
        const link = /^\[(?:[^[\]\\]|\\.)+\]\([^()\s]+\)/.exec(s.slice(j))
        if (link) {
          j += link[0].length - 1
          continue
        }
      }
      if (s[j] !== marker || s[j + 1] === marker || s[j - 1] === marker) continue
      if (isSpace(s[j - 1])) continue
      if (marker === '_' && isWordChar(s[j + 1])) continue
      return j
    }
    return -1
  }
}

function findClosing(source: string, marker: string, from: number): number {
  let j = source.indexOf(marker, from)
  while (j !== -1 && /\s/.test(source[j - 1] ?? ' ')) j = source.indexOf(marker, j + 1)
  return j
}

function splitRow(line: string): string[] {
  let row = line.trim()
  if (row.startsWith('|')) row = row.slice(1)
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1)
  const cells: string[] = []
  let cell = ''
  for (let i = 0; i < row.length; i++) {
    if (row[i] === '\\' && row[i + 1] === '|') {
      cell += '|'
      i++
    } else if (row[i] === '|') {
      cells.push(cell.trim())
      cell = ''
    } else cell += row[i]
  }
  cells.push(cell.trim())
  return cells
}

/** Renders an article body. `firstLine` numbers lines in error messages (the body follows front matter). */
export function renderMarkdown(source: string, firstLine = 1): RenderedMarkdown {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const segments: BodySegment[] = []
  const headings: Heading[] = []
  const usedIds = new Map<string, number>()
  const context: Context = { links: [], textParts: [], line: firstLine }
  const quizMarkers: QuizPosition[] = []
  let html = ''
  let lastHeading = ''
  const tablesUnderHeading = new Map<string, number>()

  const lineNumber = (index: number) => index + firstLine
  const addText = (text: string) => context.textParts.push(text)

  function uniqueId(text: string) {
    const base = slugify(text) || 'section'
    const seen = usedIds.get(base) ?? 0
    usedIds.set(base, seen + 1)
    return seen === 0 ? base : `${base}-${seen + 1}`
  }

  const startsBlock = (line: string) =>
    line.trim() === '' ||
    HEADING.test(line) ||
    line.startsWith('>') ||
    UNORDERED_ITEM.test(line) ||
    ORDERED_ITEM.test(line) ||
    line.startsWith('|') ||
    line.startsWith('<') ||
    line.startsWith('```')

  let i = 0
  while (i < lines.length) {
    const line = lines[i]!
    context.line = lineNumber(i)

    if (line.trim() === '') {
      i++
      continue
    }

    if (/^( {4}|\t)/.test(line))
      throw new MarkdownError(
        'Indented code blocks and nested lists are not supported.',
        context.line,
      )
    if (line.startsWith('```') || line.startsWith('~~~'))
      throw new MarkdownError('Fenced code blocks are not supported.', context.line)
    if (/^(\*\s*){3,}$|^(-\s*){3,}$|^(_\s*){3,}$/.test(line))
      throw new MarkdownError('Horizontal rules are not supported; use a heading.', context.line)

    const marker = QUIZ_MARKER.exec(line.trim())
    if (marker) {
      const position = marker[1] as QuizPosition
      if (!QUIZ_POSITIONS.includes(position))
        throw new MarkdownError(`Unknown quiz marker "${marker[1]}".`, context.line)
      if (quizMarkers.includes(position))
        throw new MarkdownError(`The ${position} quiz marker appears twice.`, context.line)
      quizMarkers.push(position)
      if (html) segments.push({ kind: 'html', html })
      html = ''
      segments.push({ kind: 'quiz', position })
      i++
      continue
    }
    if (line.startsWith('<'))
      throw new MarkdownError('HTML blocks are not supported.', context.line)

    const heading = HEADING.exec(line)
    if (heading) {
      const depth = heading[1]!.length
      if (depth === 1)
        throw new MarkdownError(
          'Use ## or deeper: the article title is the page heading.',
          context.line,
        )
      if (depth > 4)
        throw new MarkdownError('Headings deeper than #### are not supported.', context.line)
      const rendered = inline(heading[2]!, context)
      const id = uniqueId(rendered.text)
      headings.push({ depth: depth as 2 | 3 | 4, text: rendered.text, id })
      lastHeading = rendered.text
      addText(rendered.text)
      html += `<h${depth} id="${id}">${rendered.html}</h${depth}>\n`
      i++
      continue
    }

    if (line.startsWith('>')) {
      const quoted: string[] = []
      while (i < lines.length && lines[i]!.startsWith('>')) {
        quoted.push(lines[i]!.replace(/^> ?/, ''))
        i++
      }
      const inner = renderMarkdown(quoted.join('\n'), context.line)
      if (inner.segments.some((s) => s.kind !== 'html') || inner.headings.length)
        throw new MarkdownError('Block quotes may hold only text.', context.line)
      context.links.push(...inner.links)
      addText(inner.text)
      html += `<blockquote>${inner.segments.map((s) => (s.kind === 'html' ? s.html : '')).join('')}</blockquote>\n`
      continue
    }

    if (line.startsWith('|')) {
      const header = splitRow(line)
      const delimiter = lines[i + 1] ?? ''
      if (!TABLE_DELIMITER.test(delimiter.trim()))
        throw new MarkdownError('A table needs a |---| line under its header.', context.line)
      const aligns = splitRow(delimiter).map((cell) =>
        cell.startsWith(':') && cell.endsWith(':')
          ? 'center'
          : cell.endsWith(':')
            ? 'right'
            : cell.startsWith(':')
              ? 'left'
              : null,
      )
      if (aligns.length !== header.length)
        throw new MarkdownError(
          'The table header and its |---| line differ in width.',
          context.line,
        )
      // A comparison table (empty top-left cell) labels its rows with its first column.
      const rowHeaders = header[0] === ''
      const cellHtml = (cells: string[], inHeader: boolean) =>
        cells
          .map((cell, index) => {
            const rendered = inline(cell, context)
            addText(rendered.text)
            const align = aligns[index] ? ` style="text-align:${aligns[index]}"` : ''
            const [tag, scope] =
              inHeader && cell !== ''
                ? ['th', ' scope="col"']
                : !inHeader && rowHeaders && index === 0
                  ? ['th', ' scope="row"']
                  : ['td', '']
            return `<${tag}${scope}${align}>${rendered.html}</${tag}>`
          })
          .join('')
      let table = `<thead><tr>${cellHtml(header, true)}</tr></thead><tbody>`
      i += 2
      while (i < lines.length && lines[i]!.startsWith('|')) {
        context.line = lineNumber(i)
        const cells = splitRow(lines[i]!)
        if (cells.length !== header.length)
          throw new MarkdownError(
            `This table row has ${cells.length} cells; the header has ${header.length}.`,
            context.line,
          )
        table += `<tr>${cellHtml(cells, false)}</tr>`
        i++
      }
      table += '</tbody>'
      const count = (tablesUnderHeading.get(lastHeading) ?? 0) + 1
      tablesUnderHeading.set(lastHeading, count)
      const label = `${lastHeading || 'Article'}: table${count > 1 ? ` ${count}` : ''}`
      html += `<div class="article-table" role="region" aria-label="${escapeHtml(label)}" tabindex="0"><table>${table}</table></div>\n`
      continue
    }

    const unordered = UNORDERED_ITEM.test(line)
    const ordered = ORDERED_ITEM.exec(line)
    if (unordered || ordered) {
      const pattern = unordered ? UNORDERED_ITEM : ORDERED_ITEM
      const items: string[] = []
      const start = ordered ? Number(ordered[1]) : 1
      while (i < lines.length) {
        const current = lines[i]!
        const item = pattern.exec(current)
        if (item) {
          items.push(unordered ? item[1]! : item[2]!)
          i++
          continue
        }
        if (current.trim() === '') {
          // A blank line ends the list unless the next line is another item of it.
          const next = lines[i + 1]
          if (next !== undefined && pattern.test(next)) {
            i++
            continue
          }
          break
        }
        if (/^\s+[-*+]\s|^\s+\d+[.)]\s/.test(current))
          throw new MarkdownError('Nested lists are not supported.', lineNumber(i))
        if (/^\s/.test(current) || !startsBlock(current)) {
          items[items.length - 1] += ` ${current.trim()}`
          i++
          continue
        }
        break
      }
      const tag = unordered ? 'ul' : 'ol'
      const startAttribute = !unordered && start !== 1 ? ` start="${start}"` : ''
      const rendered = items.map((item) => {
        const result = inline(item, context)
        addText(result.text)
        return `<li>${result.html}</li>`
      })
      html += `<${tag}${startAttribute}>${rendered.join('')}</${tag}>\n`
      continue
    }

    const paragraph: string[] = []
    while (i < lines.length && (paragraph.length === 0 || !startsBlock(lines[i]!))) {
      if (/^( {4}|\t)/.test(lines[i]!) && paragraph.length === 0) break
      paragraph.push(lines[i]!.trim())
      i++
    }
    const rendered = inline(paragraph.join(' '), context)
    addText(rendered.text)
    html += `<p>${rendered.html}</p>\n`
  }
  if (html) segments.push({ kind: 'html', html })
  return {
    segments,
    headings,
    text: context.textParts.join('\n'),
    links: context.links,
    quizMarkers,
  }
}

/** Words in a text: runs of characters separated by white space that hold a letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}
