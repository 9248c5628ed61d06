import sanitizeHtml from 'sanitize-html'

/**
 * The HTML a post written through the admin API may keep: text structure, emphasis, code, tables
 * and links. Everything else goes: scripts and styles with their content, event handlers, inline
 * styles, classes, ids, images, frames, forms. Links keep only `href` (http, https, mailto or a
 * relative path; no `javascript:`, `data:` or `//host`) and always get `rel="noopener"`.
 * Tables keep what the Markdown renderer gives them (see markdown.server.ts): header scopes, a column's
 * alignment, and the scrolling wrapper that stops a wide table widening a phone's page.
 */
const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'hr',
  'div',
]

const ALIGNMENT = { 'text-align': [/^(left|right|center)$/] }

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'rel'],
    th: ['scope', 'style'],
    td: ['style'],
    div: ['class', 'role', 'aria-label', 'tabindex'],
  },
  allowedStyles: { th: ALIGNMENT, td: ALIGNMENT },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them, not only their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg'],
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener' },
    }),
    th: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.scope === 'col' || attribs.scope === 'row' ? { scope: attribs.scope } : {}),
        ...(attribs.style ? { style: attribs.style } : {}),
      },
    }),
    // A div is kept only as a table's scrolling region, which keyboard users must be able to
    // focus; any other div loses its attributes.
    div: (tagName, attribs): sanitizeHtml.Tag =>
      attribs.class === 'article-table'
        ? {
            tagName,
            attribs: {
              class: 'article-table',
              role: 'region',
              'aria-label': (attribs['aria-label'] ?? '').slice(0, 200) || 'Table',
              tabindex: '0',
            },
          }
        : { tagName, attribs: {} },
  },
}

/** The post's HTML with only the allowed markup left. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/**
 * The words of sanitised HTML, for search, word count and read time. Works on the sanitiser's
 * output only, which is well formed: every tag is a word break.
 */
export function textOfSanitizedHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity
      const hex = name[1] === 'x' || name[1] === 'X'
      const code = parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
    })
    .replace(/\s+/g, ' ')
    .trim()
}
