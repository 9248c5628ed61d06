import { SITE_NAME } from '~/site'
import { categoryInfo, type BlogCategory } from './categories'
import { escapeHtml } from './markdown'

/**
 * The drawing behind an article's featured image: a 1200×630 card in the category's colour with
 * the title, the category and the site's mark. scripts/make-blog-images.ts turns it into WebP files.
 */
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
const TEXT_LEFT = 80
const TEXT_WIDTH = 760

/** Rough advance widths of DejaVu Sans Bold, in ems, for wrapping the title. */
function textWidthEm(text: string): number {
  let width = 0
  for (const c of text) {
    if (/[ilI.,:;'’!|]/.test(c)) width += 0.36
    else if (/[mwMW@]/.test(c)) width += 1.0
    else if (/[A-Z0-9$%&]/.test(c)) width += 0.74
    else if (c === ' ') width += 0.35
    else width += 0.64
  }
  return width
}

/** Greedy word wrap of the title into lines no wider than `maxWidth` pixels at `fontSize`. */
export function wrapTitle(title: string, fontSize: number, maxWidth = TEXT_WIDTH): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of title.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidthEm(candidate) * fontSize > maxWidth) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

/** The largest size from 60 px down at which the title fits in four lines. */
function titleLayout(title: string) {
  for (const size of [60, 54, 48, 44, 40]) {
    const lines = wrapTitle(title, size)
    if (lines.length <= 4) return { size, lines }
  }
  const lines = wrapTitle(title, 40)
  return { size: 40, lines: [...lines.slice(0, 3), `${lines.slice(3).join(' ').slice(0, 40)}…`] }
}

/** A simple line drawing per category, on the right of the card. */
const CATEGORY_ICONS: Record<BlogCategory, string> = {
  // A balance falling step by step to zero.
  'Debt Elimination':
    '<path d="M0 0v220h300" /><path d="M20 30h60v50h60v50h60v50h60v40" /><circle cx="280" cy="200" r="14" />',
  // An open book.
  'Financial Literacy':
    '<path d="M150 40c-40-30-100-30-140-10v190c40-20 100-20 140 10 40-30 100-30 140-10V30c-40-20-100-20-140 10z" /><path d="M150 40v190" /><path d="M40 80h80M40 120h80M40 160h60M180 80h80M180 120h80M180 160h60" />',
  // A pie cut into 50 / 30 / 20.
  Budgeting:
    '<circle cx="150" cy="130" r="110" /><path d="M150 130V20" /><path d="M150 130v110" /><path d="M150 130 45 165" />',
  // A rising line with an arrow.
  'Investment Prep':
    '<path d="M0 0v220h300" /><path d="M20 190l70-60 50 40 120-120" /><path d="M210 50h50v50" />',
  // A flag on a summit.
  'Success Stories':
    '<path d="M0 230 110 60l60 90 40-50 90 130z" /><path d="M110 60V-10" /><path d="M110-10h60l-15 22 15 22h-60" />',
}

export function featuredImageSvg(post: { title: string; category: BlogCategory }): string {
  const color = categoryInfo(post.category).color
  const { size, lines } = titleLayout(post.title)
  const lineHeight = Math.round(size * 1.18)
  // The title block is centred between the category pill (bottom 110) and the mark (top 520).
  const blockTop = 140 + (350 - lines.length * lineHeight) / 2
  const titleTop = blockTop + size * 0.86
  const titleText = lines
    .map(
      (line, i) =>
        `<text x="${TEXT_LEFT}" y="${Math.round(titleTop + i * lineHeight)}" font-size="${size}" font-weight="700">${escapeHtml(line)}</text>`,
    )
    .join('')
  const label = post.category.toUpperCase()
  const pillWidth = Math.round((textWidthEm(label) * 22 + label.length * 1.5) * 1.1 + 48)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
<circle cx="1080" cy="80" r="260" fill="#fff" fill-opacity="0.06"/>
<circle cx="1010" cy="610" r="180" fill="#fff" fill-opacity="0.05"/>
<g transform="translate(870 200)" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">${CATEGORY_ICONS[post.category]}</g>
<g font-family="'DejaVu Sans', Verdana, Arial, sans-serif" fill="#fff">
<rect x="${TEXT_LEFT}" y="60" width="${pillWidth}" height="50" rx="25" fill="#fff" fill-opacity="0.16"/>
<text x="${TEXT_LEFT + 24}" y="93" font-size="22" font-weight="700" letter-spacing="1.5">${escapeHtml(label)}</text>
${titleText}
<g transform="translate(${TEXT_LEFT} 520)"><rect width="56" height="56" rx="14" fill="#fff" fill-opacity="0.16"/><path d="M12 36l10-10 7 7 15-15M34 18h10v10" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><text x="76" y="38" font-size="30" font-weight="700">${escapeHtml(SITE_NAME)}</text></g>
</g>
</svg>`
}
