/**
 * Hostile requests for the fuzz test: a raw HTTP/1.1 client (a socket, so that any method, header,
 * path spelling or body framing can be sent, which `fetch` refuses to) and the requests an attacker
 * would try against each route of the site.
 */
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import fc from 'fast-check'

export interface RawRequest {
  method: string
  /** The request target exactly as sent: path and query, any spelling. */
  target: string
  headers?: [string, string][]
  /** `null`: no Host header at all. */
  host?: string | null
  body?: string | Buffer
  /** How the body is framed: a Content-Length (default), chunked, or the headers as given. */
  framing?: 'length' | 'chunked' | 'raw'
}

export interface RawAnswer {
  /** 0 when the connection closed without an answer. */
  status: number
  headers: Record<string, string>
  /** The first few KB of the body. */
  body: string
}

/** Sends one request on its own connection and reads the answer (or what arrives in `timeoutMs`). */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 20_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let received = Buffer.alloc(0)
    let settled = false
    const finish = () => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(parseAnswer(received))
    }
    const timer = setTimeout(finish, timeoutMs)
    socket.on('data', (chunk: Buffer) => {
      if (received.length < 64 * 1024) received = Buffer.concat([received, chunk])
    })
    socket.on('end', finish)
    socket.on('close', finish)
    // The server may answer and close before the whole body is sent (a 413): not an error here.
    socket.on('error', finish)
    socket.on('connect', () => {
      const body = request.body === undefined ? undefined : Buffer.from(request.body)
      const lines = [`${request.method} ${request.target} HTTP/1.1`]
      if (request.host !== null) lines.push(`Host: ${request.host ?? `localhost:${port}`}`)
      for (const [name, value] of request.headers ?? []) lines.push(`${name}: ${value}`)
      lines.push('Connection: close')
      const framing = request.framing ?? 'length'
      if (body && framing === 'length') lines.push(`Content-Length: ${body.length}`)
      if (body && framing === 'chunked') lines.push('Transfer-Encoding: chunked')
      socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'))
      if (!body) return
      if (framing === 'chunked') {
        for (let at = 0; at < body.length; at += 16 * 1024) {
          const part = body.subarray(at, at + 16 * 1024)
          socket.write(`${part.length.toString(16)}\r\n`)
          socket.write(part)
          socket.write('\r\n')
        }
        socket.write('0\r\n\r\n')
      } else socket.write(body)
    })
  })
}

function parseAnswer(received: Buffer): RawAnswer {
  const text = received.toString('latin1')
  const end = text.indexOf('\r\n\r\n')
  const head = end === -1 ? text : text.slice(0, end)
  const [statusLine, ...headerLines] = head.split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0)
  const headers: Record<string, string> = {}
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { status, headers, body: end === -1 ? '' : text.slice(end + 4, end + 4 + 4096) }
}

/**
 * Posts `size` bytes (a form of `x`s) without holding them in memory: one 64 KB chunk is written
 * again and again, with a Content-Length or chunked. Resolves with the answer as soon as it is
 * complete, even while the upload is still going on.
 */
export function postLarge(
  port: number,
  target: string,
  size: number,
  framing: 'length' | 'chunked',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      'Content-Type':
        target.includes('/api/') || target.includes('/API/')
          ? 'application/json'
          : 'application/x-www-form-urlencoded',
    }
    if (framing === 'length') headers['Content-Length'] = String(size)
    let settled = false
    const done = (answer: { status: number; body: string }) => {
      if (settled) return
      settled = true
      resolve(answer)
    }
    const req = httpRequest(
      { host: '127.0.0.1', port, path: target, method: 'POST', headers },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => done({ status: res.statusCode ?? 0, body }))
        res.on('error', () => done({ status: res.statusCode ?? 0, body }))
      },
    )
    // The server closes the connection after refusing a body it will not read.
    req.on('error', () => setTimeout(() => done({ status: 0, body: '' }), 1000))
    const chunk = Buffer.alloc(64 * 1024, 'x')
    let sent = 0
    const write = () => {
      while (sent < size && !req.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent))
        sent += part.length
        if (!req.write(part)) return void req.once('drain', write)
      }
      req.end()
    }
    write()
  })
}

/** Runs `tasks` with at most `concurrency` at a time. */
export async function inPool<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const index = next++
        results[index] = await tasks[index]!()
      }
    }),
  )
  return results
}

/** A request and what it is, for the report of any that fails. */
export interface Probe {
  label: string
  request: RawRequest
}

// Field names the site's forms and APIs read: hostile values go where a route looks for them.
const FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'name',
  'fullName',
  'message',
  'intent',
  'token',
  'status',
  'note',
  'markdown',
  'title',
  'slug',
  'q',
  'returnTo',
  'redirect',
  'source',
  'state',
  'states',
  'phone',
  'crd',
  'firmName',
  'contactName',
  'kind',
  'reason',
  'details',
  'advisorId',
  'score',
  'calculatorType',
  'confirmation',
  'rememberMe',
  'goals',
]

const SEED = Number(process.env.FAST_CHECK_SEED ?? 20_261_122)

/** Strings no form should take: control characters, broken encodings, odd Unicode, huge ones. */
const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x\u0001\u0002\u0003\u001b[31m',
  'tab\there',
  'line\r\nbreak',
  '\u007f\u0085\u009f',
  '\ud800',
  '\ufeff\u202e\u200b',
  '🙂'.repeat(50),
  "' OR 1=1 --",
  '%',
  '%E0%A4%A',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '//evil.example',
  '/.//evil.example',
  '-1',
  '1e308',
  'NaN',
  'true',
  '',
  ' ',
  'x'.repeat(10_000),
  ...fc.sample(fc.string({ unit: 'binary', maxLength: 60 }), { seed: SEED, numRuns: 12 }),
]

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!

/** `a=…&b=…` with every field a hostile value, encoded as browsers encode, or not at all. */
function formBody(offset: number, encode = true) {
  return FIELDS.map((name, i) => {
    const value = pick(HOSTILE_STRINGS, i + offset)
    return `${name}=${encode ? encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) : value}`
  }).join('&')
}

function jsonBodies(): string[] {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
  const objectOfFields = (offset: number) =>
    Object.fromEntries(FIELDS.map((name, i) => [name, pick(HOSTILE_STRINGS, i + offset)]))
  return [
    '{}',
    '[]',
    'null',
    '"text"',
    '42',
    'true',
    '{"a":',
    '{"email":"a@b.co",}',
    '\ufeff{"email":"a@b.co"}',
    JSON.stringify(objectOfFields(0)),
    JSON.stringify(objectOfFields(7)),
    JSON.stringify(objectOfFields(13)),
    JSON.stringify(
      Object.fromEntries(
        FIELDS.map((name, i) => [name, pick([1e308, -1, [], {}, null, true, 1.5], i)]),
      ),
    ),
    JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }),
    '{"__proto__":{"polluted":true},"email":"a@b.co"}',
    deep(40),
    deep(50_000),
    `{"list":[${'1,'.repeat(40_000)}1]}`,
    JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(200_000) }),
    JSON.stringify({ 'ke\u0000y': 'v', states: ['TX', 'O\u0000K'] }),
    ...fc
      .sample(fc.jsonValue({ maxDepth: 4 }), { seed: SEED, numRuns: 6 })
      .map((v) => JSON.stringify(v) ?? 'null'),
  ]
}

const JSON_BODIES = jsonBodies()

const BOUNDARY = 'fuzz-boundary'
const MULTIPART = [
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000b@example.com\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="../x.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
  `--${BOUNDARY}\r\nbroken`,
].map((body) => Buffer.from(body, 'utf8'))

/** Hostile bodies for a route that takes writes: wrong and missing types, odd JSON and forms. */
export function bodyProbes(target: string, headers: [string, string][], tag: string): Probe[] {
  const probe = (label: string, request: Omit<RawRequest, 'target'>): Probe => ({
    label: `${tag} ${request.method} ${target} ${label}`,
    request: { target, ...request, headers: [...headers, ...(request.headers ?? [])] },
  })
  const form: [string, string] = ['Content-Type', 'application/x-www-form-urlencoded']
  const json: [string, string] = ['Content-Type', 'application/json']
  return [
    probe('no body, no type', { method: 'POST' }),
    probe('empty form', { method: 'POST', headers: [form], body: '' }),
    probe('hostile form', { method: 'POST', headers: [form], body: formBody(0) }),
    probe('hostile form 2', { method: 'POST', headers: [form], body: formBody(11) }),
    probe('unencoded form', { method: 'POST', headers: [form], body: formBody(5, false) }),
    probe('broken percent-encoding', {
      method: 'POST',
      headers: [form],
      body: 'email=%E0%A4%A&password=%&name=%zz&%=%',
    }),
    probe('form with NUL, chunked', {
      method: 'POST',
      headers: [form],
      body: 'email=a%00b%40example.com&intent=save',
      framing: 'chunked',
    }),
    probe('form over 64 KB', {
      method: 'POST',
      headers: [form],
      body: `message=${'x'.repeat(70 * 1024)}`,
      framing: 'chunked',
    }),
    probe('form over 1 MB', {
      method: 'POST',
      headers: [form],
      body: `markdown=${'x'.repeat(1100 * 1024)}`,
    }),
    ...JSON_BODIES.map((body, i) => probe(`json #${i}`, { method: 'POST', headers: [json], body })),
    probe('json as text/plain', {
      method: 'POST',
      headers: [['Content-Type', 'text/plain']],
      body: '{"email":"a@b.co"}',
    }),
    probe('json without a type', { method: 'POST', body: '{"email":"a@b.co"}' }),
    probe('xml', {
      method: 'POST',
      headers: [['Content-Type', 'application/xml']],
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    }),
    probe('json in utf-16', {
      method: 'POST',
      headers: [['Content-Type', 'application/json; charset=utf-16']],
      body: Buffer.from('{"email":"a@b.co"}', 'utf16le'),
    }),
    probe('garbage type', { method: 'POST', headers: [['Content-Type', ';;;/=']], body: 'x=1' }),
    ...MULTIPART.map((body, i) =>
      probe(`multipart #${i}`, {
        method: 'POST',
        headers: [['Content-Type', `multipart/form-data; boundary=${BOUNDARY}`]],
        body,
      }),
    ),
    probe('multipart without boundary', {
      method: 'POST',
      headers: [['Content-Type', 'multipart/form-data']],
      body: 'x',
    }),
    probe('PUT json', { method: 'PUT', headers: [json], body: JSON_BODIES[9]! }),
    probe('PATCH json', { method: 'PATCH', headers: [json], body: JSON_BODIES[10]! }),
    probe('DELETE', { method: 'DELETE' }),
    probe('PATCH form', { method: 'PATCH', headers: [form], body: formBody(3) }),
  ]
}

/** Odd methods and headers, for any route. */
export function headerProbes(target: string, headers: [string, string][], tag: string): Probe[] {
  const probe = (label: string, request: Omit<RawRequest, 'target'>): Probe => ({
    label: `${tag} ${request.method} ${target} ${label}`,
    request: { target, ...request, headers: [...headers, ...(request.headers ?? [])] },
  })
  const form: [string, string] = ['Content-Type', 'application/x-www-form-urlencoded']
  return [
    ...[
      'TRACE',
      'TRACK',
      'OPTIONS',
      'PROPFIND',
      'MKCOL',
      'SEARCH',
      'QUERY',
      'CONNECT',
      'get',
      'FOO',
    ].map((method) => probe('method', { method })),
    probe('HEAD', { method: 'HEAD' }),
    ...[
      'http://[',
      'null',
      '://',
      'http://evil.example',
      'javascript:alert(1)',
      `http://${'a'.repeat(3000)}.example`,
    ].map((origin) =>
      probe(`Origin ${origin.slice(0, 30)}`, {
        method: 'POST',
        headers: [form, ['Origin', origin]],
        body: 'email=a%40b.co',
      }),
    ),
    ...[
      'http://[',
      'not a url',
      'javascript:alert(1)',
      'http://localhost:3000/.//evil.example',
      '%E0%A4%A',
    ].map((referer) =>
      probe(`Referer ${referer}`, {
        method: 'POST',
        headers: [
          form,
          ['Referer', referer],
          ['Accept', 'text/html'],
          ['Sec-Fetch-Mode', 'navigate'],
        ],
        body: 'email=a%40b.co&source=home',
      }),
    ),
    ...[
      'ww_session=%E0%A4%A',
      `ww_session=${'a'.repeat(4000)}`,
      '=;;;=;ww_session',
      'ww_session="quoted value"; ww_session=second',
      '__Host-ww_session=x; ww_snapshot=%%%',
    ].map((cookie) =>
      probe(`Cookie ${cookie.slice(0, 30)}`, { method: 'GET', headers: [['Cookie', cookie]] }),
    ),
    ...[
      'Bearer',
      'Bearer ',
      'Bearer ../../x',
      `Bearer ${'a'.repeat(5000)}`,
      'Basic !!!',
      'Digest x="',
    ].map((authorization) =>
      probe(`Authorization ${authorization.slice(0, 20)}`, {
        method: 'GET',
        headers: [['Authorization', authorization]],
      }),
    ),
    ...['-1', 'abc', '1e3', '99999999999999999999', ' 5', '5, 6'].map((length) =>
      probe(`Content-Length ${length}`, {
        method: 'POST',
        headers: [form, ['Content-Length', length]],
        body: 'email=a',
        framing: 'raw',
      }),
    ),
    probe('two Content-Lengths', {
      method: 'POST',
      headers: [form, ['Content-Length', '7'], ['Content-Length', '8']],
      body: 'email=a',
      framing: 'raw',
    }),
    probe('Content-Length and chunked', {
      method: 'POST',
      headers: [form, ['Content-Length', '7'], ['Transfer-Encoding', 'chunked']],
      body: '7\r\nemail=a\r\n0\r\n\r\n',
      framing: 'raw',
    }),
    probe('broken chunks', {
      method: 'POST',
      headers: [form, ['Transfer-Encoding', 'chunked']],
      body: 'zz\r\nemail\r\n',
      framing: 'raw',
    }),
    probe('no Host', { method: 'GET', host: null }),
    probe('odd Host', { method: 'GET', host: '[::1' }),
    probe('Host with path', { method: 'GET', host: 'evil.example/x?y#z@w' }),
    probe('odd Accept', {
      method: 'GET',
      headers: [
        ['Accept', '*/*;q=abc, text/html;level=-1'],
        ['Accept-Encoding', 'br;q=2, gzip;q=-1, *;q=nan'],
        ['Accept-Language', '*'.repeat(500)],
      ],
    }),
    probe('Range', { method: 'GET', headers: [['Range', 'bytes=-1-2,5-1']] }),
    probe('conditional', {
      method: 'GET',
      headers: [
        ['If-None-Match', '"\u00ff"'],
        ['If-Modified-Since', 'yesterday'],
      ],
    }),
    probe('forwarded', {
      method: 'GET',
      headers: [
        ['X-Forwarded-For', 'not-an-ip, ::::'],
        ['X-Forwarded-Host', 'evil.example'],
        ['X-Forwarded-Proto', 'gopher'],
      ],
    }),
    probe('fetch metadata', {
      method: 'POST',
      headers: [
        form,
        ['Sec-Fetch-Site', 'same-origin'],
        ['Sec-Fetch-Mode', 'navigate'],
        ['Accept', 'text/html'],
      ],
      body: formBody(2),
    }),
  ]
}

/** Other spellings of the same path, and hostile query strings. */
export function pathProbes(path: string, headers: [string, string][], tag: string): Probe[] {
  const get = (label: string, target: string): Probe => ({
    label: `${tag} GET ${target.slice(0, 80)} ${label}`,
    request: { method: 'GET', target, headers },
  })
  const bare = path === '/' ? '' : path
  return [
    get('plain', path),
    get('trailing slash', `${bare}/`),
    get('capitals', path.toUpperCase()),
    get('data request', path === '/' ? '/_root.data' : `${bare}.data`),
    get(
      'encoded',
      path.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
    ),
    get('double slashes', `/${path}`),
    get('dot segments', `${bare}/./../${path.split('/').pop() ?? ''}`),
    get('encoded slash', `${bare}%2F..%2F..%2Fetc%2Fpasswd`),
    get('NUL in path', `${bare}%00`),
    get('broken encoding', `${bare}/%E0%A4%A`),
    get('matrix', `${bare};jsessionid=x`),
    get('long path', `${bare}/${'a'.repeat(6000)}`),
    get(
      'hostile query',
      `${path}?q=%00&page=-1&size=1e9&page=abc&redirect=//evil.example&token=%E0%A4%A`,
    ),
    get('data query', `${path}?_routes=root,%00&_data=routes/x&index`),
    get('query flood', `${path}?${Array.from({ length: 300 }, (_, i) => `k${i}=${i}`).join('&')}`),
  ]
}
