import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { asciiOnly } from './server-build.ts'

const run = (source: string): unknown => runInNewContext(source) as unknown

test('non-ASCII characters become escapes that mean the same text', () => {
  const source = '["It’s “free” — 5 × $10…", `tab ✓ ${1 + 1}`, /café/u.test("café")]'
  const escaped = asciiOnly(source)
  expect(escaped).toMatch(/^[\t\n\r -~]*$/)
  expect(escaped).toContain('\\u2019')
  expect(run(escaped)).toEqual(run(source))
})

test('characters outside the Basic Multilingual Plane keep their meaning', () => {
  const source = '["a 😀 b".length, /^😀$/u.test("😀")]'
  expect(run(asciiOnly(source))).toEqual([6, true])
})

test('an identity escape before a non-ASCII character keeps the character, not a backslash', () => {
  const source = '["\\’", "\\\\’"]'
  expect(run(source)).toEqual(['’', '\\’'])
  expect(run(asciiOnly(source))).toEqual(['’', '\\’'])
})
