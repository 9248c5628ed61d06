/**
 * Renders every article's featured image from its drawing (app/features/blog/featured-image-svg.ts)
 * to WebP with headless Chromium, in the widths the pages use: public/images/blog/{slug}-{width}.webp.
 * Run after adding an article or changing a title: `node --import tsx scripts/make-blog-images.ts`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { parseArticle } from '../app/features/blog/content.server'
import { CARD_HEIGHT, CARD_WIDTH, featuredImageSvg } from '../app/features/blog/featured-image-svg'
import { FEATURED_IMAGE_WIDTHS, featuredImagePath } from '../app/features/blog/images'
import { CHROMIUM_FLAGS, ensureChromium } from './chromium'

const CONTENT_DIR = 'content/blog'
const QUALITY = 0.8

const posts = readdirSync(CONTENT_DIR)
  .filter((file) => file.endsWith('.md'))
  .map((file) => parseArticle(file, readFileSync(path.join(CONTENT_DIR, file), 'utf8')))

const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: CHROMIUM_FLAGS,
})
const page = await browser.newPage()
await page.setContent('<!doctype html><html><body></body></html>')
mkdirSync('public/images/blog', { recursive: true })

let bytes = 0
for (const post of posts) {
  const svg = featuredImageSvg(post)
  for (const width of FEATURED_IMAGE_WIDTHS) {
    const height = Math.round((width * CARD_HEIGHT) / CARD_WIDTH)
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image()
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const context = canvas.getContext('2d')!
        context.imageSmoothingQuality = 'high'
        context.drawImage(image, 0, 0, width, height)
        return canvas.toDataURL('image/webp', quality)
      },
      { svg, width, height, quality: QUALITY },
    )
    if (!dataUrl.startsWith('data:image/webp')) throw new Error('This Chromium cannot encode WebP')
    const file = Buffer.from(dataUrl.split(',')[1]!, 'base64')
    writeFileSync(path.join('public', featuredImagePath(post.slug, width)), file)
    bytes += file.length
  }
}
await browser.close()
console.log(
  `Featured images for ${posts.length} articles written to public/images/blog/ (${Math.round(bytes / 1024)} KB)`,
)
