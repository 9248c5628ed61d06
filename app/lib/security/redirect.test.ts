import fc from 'fast-check'
import { expect, test } from 'vitest'
import { safeRedirectPath } from './redirect'

const ORIGIN = 'https://wealthward.example'
const FALLBACK = '/dashboard'

test('a same-site path is kept with its query and hash', () => {
  expect(safeRedirectPath('/blog?category=budgeting#top', '/')).toBe('/blog?category=budgeting#top')
  expect(safeRedirectPath('/admin/leads?q=50%25', '/')).toBe('/admin/leads?q=50%25')
})

test('absolute, protocol-relative, backslash and dot-segment targets fall back', () => {
  for (const target of [
    'https://evil.example/',
    'https:evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil',
    '/.//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/.%2F%2Fevil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x',
    '',
  ])
    expect(safeRedirectPath(target, FALLBACK), target).toBe(FALLBACK)
  expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK)
  expect(safeRedirectPath(null, FALLBACK)).toBe(FALLBACK)
})

/** Where a browser goes when it follows `location` from a page of this site. */
const leavesSite = (location: string) => new URL(location, `${ORIGIN}/some/page`).origin !== ORIGIN

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

// Pieces attackers combine: separators, dot segments, encodings of both, scheme and host parts.
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%2E',
  '%252F',
  '%09',
  '%0A',
  '%00',
  '\t',
  '\n',
  ' ',
  '@',
  ':',
  '?',
  '#',
  'http:',
  'https:',
  'javascript:',
  'evil.example',
  'blog',
  'a',
)
const hostileTarget = fc.oneof(
  fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('')),
  fc
    .tuple(fc.constantFrom('/', '/.', '/..', '/%2E'), fc.array(piece, { maxLength: 6 }))
    .map(([start, pieces]) => start + pieces.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.webUrl(),
)

test('no accepted value leaves the site, as a browser resolves it or after one more decoding', () => {
  fc.assert(
    fc.property(hostileTarget, (target) => {
      const result = safeRedirectPath(target, FALLBACK)
      expect(result.startsWith('/')).toBe(true)
      expect(leavesSite(result)).toBe(false)
      const decoded = decodedOnce(result)
      if (decoded !== null) expect(leavesSite(decoded)).toBe(false)
      // What it returns is final: checking it again changes nothing.
      expect(safeRedirectPath(result, FALLBACK)).toBe(result)
    }),
    { numRuns: 5000 },
  )
})
