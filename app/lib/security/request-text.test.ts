import { expect, test } from 'vitest'
import { MAX_JSON_DEPTH, findTextProblem, refusalFor } from './request-text'

const bytes = (text: string) => new TextEncoder().encode(text)
const form = (body: string) =>
  findTextProblem({
    path: '/do-not-sell',
    search: '',
    contentType: 'application/x-www-form-urlencoded',
    body: bytes(body),
  })
const json = (value: unknown) =>
  findTextProblem({
    path: '/api/leads/capture',
    search: '',
    contentType: 'application/json; charset=utf-8',
    body: bytes(typeof value === 'string' ? value : JSON.stringify(value)),
  })

test('NUL and other control characters in a form field are found, naming the field', async () => {
  expect(await form('email=a%00b%40example.com&name=x')).toEqual({
    kind: 'control-character',
    where: 'body',
    field: 'email',
    character: 'U+0000',
  })
  for (const [encoded, character] of [
    ['%01', 'U+0001'],
    ['%1B', 'U+001B'],
    ['%7F', 'U+007F'],
    ['%C2%85', 'U+0085'],
    ['%C2%9F', 'U+009F'],
  ])
    expect(await form(`message=hello${encoded}`), encoded).toMatchObject({ character })
  // A control character in a field's name is found too.
  expect(await form('na%00me=x')).toMatchObject({ field: 'na\u0000me' })
})

test('tab, line feed and carriage return stay allowed: multi-line fields need them', async () => {
  expect(await form('message=line+one%0D%0Aline+two%09tabbed')).toBeNull()
  expect(await json({ markdown: '# Title\r\n\n\tindented' })).toBeNull()
  // Letters from any script, emoji and the replacement character are text.
  expect(await json({ name: 'Zoë Ångström 東京 🙂 \uFFFD' })).toBeNull()
})

test('JSON fields are named by their path; keys are checked as well as values', async () => {
  expect(await json({ states: ['TX', 'O\u0000K'] })).toMatchObject({ field: 'states.1' })
  expect(await json({ cta: { title: 'Go\u0007' } })).toMatchObject({ field: 'cta.title' })
  expect(await json({ ['ke\u0001y']: 'value' })).toMatchObject({ field: 'ke\u0001y' })
  expect(await json('"just a string\\u0000"')).toMatchObject({ field: 'body' })
})

test('half of a character, which only a JSON escape can send, is refused in values and keys', async () => {
  const problem = await json('{"city": "Spring\\ud800field"}')
  expect(problem).toEqual({
    kind: 'half-character',
    where: 'body',
    field: 'city',
    character: 'U+D800',
  })
  expect(refusalFor(problem!).extra).toEqual({
    fieldErrors: { city: 'Remove half of a character (U+D800) from this field' },
  })
  expect(await json('{"a\\udc00": 1}')).toMatchObject({ kind: 'half-character', field: 'a\udc00' })
  // A whole pair is one character: an emoji written as two escapes is text.
  expect(await json('{"name": "\\ud83d\\ude42"}')).toBeNull()
})

test('JSON nested deeper than the limit is refused, however deep, without exhausting the stack', async () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
  expect(await json(nested(MAX_JSON_DEPTH))).toBeNull()
  expect(await json(nested(MAX_JSON_DEPTH + 2))).toEqual({
    kind: 'too-deep',
    depth: MAX_JSON_DEPTH,
  })
  expect(await json(nested(100_000))).toMatchObject({ kind: 'too-deep' })
  expect(await json('{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000))).toMatchObject({
    kind: 'too-deep',
  })
})

test('query parameters and the path are looked at; a path that cannot be decoded is refused', async () => {
  const at = (path: string, search = '') => findTextProblem({ path, search })
  expect(await at('/admin/leads', '?q=%00')).toMatchObject({ where: 'query', field: 'q' })
  expect(await at('/admin/leads', 'q=ok&page=2')).toBeNull()
  expect(await at('/blog/a%00b')).toMatchObject({ where: 'path' })
  expect(await at('/blog/%E0%A4%A')).toEqual({ kind: 'malformed-path' })
  expect(await at('/blog/50%')).toEqual({ kind: 'malformed-path' })
  expect(await at('/blog/caf%C3%A9')).toBeNull()
})

test('multipart forms are read; bodies no route reads as text, and broken ones, are left to the route', async () => {
  const multipart = (value: string) => {
    const boundary = 'x-boundary'
    return findTextProblem({
      path: '/login',
      search: '',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: bytes(
        `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${value}\r\n--${boundary}--\r\n`,
      ),
    })
  }
  expect(await multipart('a\u0000b')).toMatchObject({ where: 'body', field: 'email' })
  expect(await multipart('ab')).toBeNull()
  expect(
    await findTextProblem({
      path: '/login',
      search: '',
      contentType: 'multipart/form-data; boundary=nothing',
      body: bytes('garbage'),
    }),
  ).toBeNull()
  expect(await json('{"not json')).toBeNull()
  expect(
    await findTextProblem({
      path: '/x',
      search: '',
      contentType: 'text/plain',
      body: bytes('a\u0000b'),
    }),
  ).toBeNull()
})

test('the refusal names the field, for a page and for the API', () => {
  const refusal = refusalFor({
    kind: 'control-character',
    where: 'body',
    field: 'firstName',
    character: 'U+0000',
  })
  expect(refusal.status).toBe(400)
  expect(refusal.text).toContain('“firstName”')
  expect(refusal.extra?.fieldErrors).toEqual({
    firstName: 'Remove a control character (U+0000) from this field',
  })
  // A field name is shown without its own control characters, and shortened.
  const odd = refusalFor({
    kind: 'control-character',
    where: 'body',
    field: `a\u0000${'b'.repeat(100)}`,
    character: 'U+0000',
  })
  expect(odd.text).not.toContain('\u0000')
  expect(Object.keys(odd.extra!.fieldErrors)[0]!.length).toBeLessThanOrEqual(60)
})
