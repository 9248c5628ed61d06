import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, expect, test } from 'vitest'
import {
  bodyOf,
  readBodyWithinLimit,
  type Refuse,
  refuseHostileText,
  refuseUnknownMethods,
} from './request-guards'

const LIMIT = 1024
let bytesSeenByRoute = 0

const refuse: Refuse = (_req, res, refusal) => {
  res.status(refusal.status).json({ error: refusal.error })
}
const app = express()
app.use(refuseUnknownMethods(() => ['GET', 'HEAD', 'POST'], refuse))
app.use(
  readBodyWithinLimit(
    () => ({ bytes: LIMIT, refusal: { status: 413, error: 'Too large (limit 1 KB).' } }),
    refuse,
  ),
)
app.use(
  refuseHostileText(
    async (_req, res) =>
      new TextDecoder().decode(bodyOf(res)).includes('\u0000')
        ? { status: 400, error: 'NUL' }
        : null,
    refuse,
  ),
)
app.all('/{*splat}', (_req, res) => {
  bytesSeenByRoute = bodyOf(res)?.byteLength ?? 0
  res.json({ received: bytesSeenByRoute })
})
const server = app.listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const { port } = server.address() as AddressInfo
afterAll(() => new Promise((resolve) => server.close(resolve)))

/**
 * Sends `size` bytes in 16 KB chunks, with a Content-Length or chunked, and resolves with the
 * status and body of the answer as soon as it arrives (the upload may still be going on).
 */
function send(
  method: string,
  size: number,
  framing: 'length' | 'chunked',
  fill = 'a',
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> =
      framing === 'length' ? { 'Content-Length': String(size) } : {}
    const req = httpRequest({ host: '127.0.0.1', port, method, path: '/x', headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
    req.on('error', (error) => (error.message.includes('EPIPE') ? undefined : reject(error)))
    const chunk = Buffer.alloc(16 * 1024, fill)
    let sent = 0
    const write = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent))
        sent += part.length
        if (!req.write(part)) return void req.once('drain', write)
      }
      req.end()
    }
    if (size) write()
    else req.end()
  })
}

test('a body within the limit reaches the route whole, chunked or not', async () => {
  for (const framing of ['length', 'chunked'] as const) {
    const answer = await send('POST', LIMIT, framing)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ received: LIMIT })
  }
})

test('a body over the limit is refused with 413, whether Content-Length tells or not', async () => {
  bytesSeenByRoute = -1
  for (const framing of ['length', 'chunked'] as const) {
    const answer = await send('POST', 5 * 1024 * 1024, framing)
    expect(answer.status, framing).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ error: 'Too large (limit 1 KB).' })
    // The connection ends once the rest of the body is dropped: no client may send on it again.
    expect(answer.headers.connection, framing).toBe('close')
  }
  // The route never ran.
  expect(bytesSeenByRoute).toBe(-1)
  // A GET with a body gets the same treatment.
  expect((await send('GET', 5 * 1024 * 1024, 'length')).status).toBe(413)
})

test('unknown methods get 405 with Allow; OPTIONS gets the list', async () => {
  const trace = await send('TRACE', 0, 'length')
  expect(trace.status).toBe(405)
  expect(trace.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
  expect(JSON.parse(trace.body).error).toBe('Method not allowed. Use GET, HEAD or POST.')
  const options = await send('OPTIONS', 0, 'length')
  expect(options.status).toBe(204)
  expect(options.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
})

test('the text check sees the body that was read', async () => {
  const answer = await send('POST', 10, 'chunked', '\u0000')
  expect(answer.status).toBe(400)
})
