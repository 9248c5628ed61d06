/**
 * Renders the brand images in public/ from HTML with headless Chromium: the 1200×630 social card,
 * the app icons and favicon.ico. Run after changing the design: `node --import tsx scripts/make-brand-images.ts`.
 */
import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, ensureChromium } from './chromium'

const MARK = `<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><rect width="32" height="32" rx="8" fill="#2563eb"/><path d="M7 20.5 12.5 15l4 4L25 10.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><path d="M19.5 10.5H25v5.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`

const SOCIAL_CARD = `<!doctype html><html><head><style>
body{margin:0;width:1200px;height:630px;font-family:'DejaVu Sans',Arial,sans-serif;background:linear-gradient(135deg,#1e3a8a 0%,#2563eb 60%,#3b82f6 100%);color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box}
.brand{display:flex;align-items:center;gap:22px;font-size:44px;font-weight:700}
.brand svg{width:84px;height:84px;border:3px solid rgba(255,255,255,.85);border-radius:20px}
h1{font-size:64px;line-height:1.12;margin:40px 0 24px;font-weight:800;letter-spacing:-1px}
p{font-size:32px;margin:0;color:#dbeafe}
.steps{display:flex;gap:14px;margin-top:44px}
.steps span{background:rgba(255,255,255,.16);border-radius:999px;padding:10px 22px;font-size:24px}
</style></head><body>
<div class="brand">${MARK}<span>Wealthward</span></div>
<h1>Escape Debt. Build Wealth.<br>Live Free.</h1>
<p>Free calculators, plain-English lessons and your Investment Readiness score.</p>
<div class="steps"><span>Starter fund</span><span>Debt avalanche</span><span>Full fund</span><span>Invest</span></div>
</body></html>`

const iconPage = (size: number) =>
  `<!doctype html><html><head><style>body{margin:0;width:${size}px;height:${size}px}svg{width:${size}px;height:${size}px;display:block}</style></head><body>${MARK}</body></html>`

/** An .ico file holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size >= 256 ? 0 : size, 0)
  entry.writeUInt8(size >= 256 ? 0 : size, 1)
  entry.writeUInt8(0, 2)
  entry.writeUInt8(0, 3)
  entry.writeUInt16LE(1, 4)
  entry.writeUInt16LE(32, 6)
  entry.writeUInt32LE(png.length, 8)
  entry.writeUInt32LE(6 + 16, 12)
  return Buffer.concat([header, entry, png])
}

const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: CHROMIUM_FLAGS,
})
const page = await browser.newPage()

async function render(html: string, width: number, height: number, omitBackground = false) {
  await page.setViewportSize({ width, height })
  await page.setContent(html)
  return page.screenshot({ type: 'png', omitBackground })
}

writeFileSync('public/og-default.png', await render(SOCIAL_CARD, 1200, 630))
writeFileSync('public/logo-512.png', await render(iconPage(512), 512, 512, true))
writeFileSync('public/icon-192.png', await render(iconPage(192), 192, 192, true))
writeFileSync('public/apple-touch-icon.png', await render(iconPage(180), 180, 180))
writeFileSync('public/favicon.ico', icoFromPng(await render(iconPage(32), 32, 32, true), 32))
writeFileSync('public/favicon.svg', MARK)
await browser.close()
console.log('Brand images written to public/')
