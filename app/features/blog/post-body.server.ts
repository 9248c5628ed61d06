import { countWords } from './markdown'
import { MarkdownError, renderMarkdown } from './markdown.server'
import { sanitizePostHtml, textOfSanitizedHtml } from './sanitize.server'

export type PostBody = { ok: true; html: string } | { ok: false; error: string }

/**
 * The HTML a database post stores for a body written in Markdown: the bundled articles' renderer,
 * then the sanitiser every stored post goes through. The admin editor's preview calls this too, so
 * it shows exactly what the site will publish. The renderer refuses raw HTML, images and other
 * constructs it does not know, naming the line.
 */
export function renderPostMarkdown(markdown: string): PostBody {
  let rendered
  try {
    rendered = renderMarkdown(markdown)
  } catch (error) {
    if (error instanceof MarkdownError)
      return { ok: false, error: error.message.replace(/^line/, 'Line') }
    throw error
  }
  if (rendered.quizMarkers.length)
    return { ok: false, error: 'Quizzes belong to bundled articles; remove the quiz marker.' }
  const html = sanitizePostHtml(
    rendered.segments.map((segment) => (segment.kind === 'html' ? segment.html : '')).join(''),
  )
  return hasText(html) ? { ok: true, html } : { ok: false, error: 'Write the article' }
}

/** The HTML a database post stores for a body sent as HTML (the JSON API). */
export function sanitizePostBody(html: string): PostBody {
  const clean = sanitizePostHtml(html)
  return hasText(clean)
    ? { ok: true, html: clean }
    : { ok: false, error: 'The article has no text once unsafe markup is removed' }
}

const hasText = (html: string) => countWords(textOfSanitizedHtml(html)) > 0
