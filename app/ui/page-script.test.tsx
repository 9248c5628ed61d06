import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { PageScript, pageScriptName } from './page-script'

const context = (handles: Record<string, unknown>) => ({
  routeModules: Object.fromEntries(
    Object.entries(handles).map(([id, handle]) => [id, { default: () => null, handle }]),
  ),
  staticHandlerContext: { matches: Object.keys(handles).map((id) => ({ route: { id } })) },
})

describe('pageScriptName', () => {
  test('a page whose route names a script runs it instead of React', () => {
    expect(
      pageScriptName(context({ root: undefined, 'routes/privacy': { pageScript: 'page' } })),
    ).toBe('page')
  })

  test('a page whose routes name none is hydrated', () => {
    expect(
      pageScriptName(context({ root: undefined, 'routes/dashboard': { sitemap: false } })),
    ).toBeNull()
    expect(pageScriptName(context({ root: null, 'routes/x': 'not an object' }))).toBeNull()
  })
})

describe('PageScript', () => {
  test('adds the script with its tag once the page has painted, under the nonce if any', () => {
    const html = renderToStaticMarkup(
      <PageScript src="/assets/page-script-page-abc.js" nonce="n1" />,
    )
    expect(html).toBe(
      '<script nonce="n1">var n=document.currentScript.nonce;function l(){var s=document.createElement("script");s.type="module";s.nonce=n;s.src="/assets/page-script-page-abc.js";document.head.appendChild(s)}document.visibilityState==="hidden"?l():requestAnimationFrame(function(){requestAnimationFrame(l)})</script>',
    )
  })
})
