/**
 * What every request goes through before any route runs: a known method, a body within its route's
 * limit (read here, once, so that no route reads more), and text without control characters.
 * Each refusal is a 4xx that says what is wrong: JSON for the API, a line of text otherwise.
 */
import type { Request, RequestHandler, Response } from 'express'

/** The methods React Router routes; any other is answered here. */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])

/** How long the rest of a refused body is read and dropped, so the client can read the 413. */
const DRAIN_MS = 2_000

/** A 4xx answer: `error` (and `extra`) as JSON for the API, `text` (or `error`) otherwise. */
export interface Refusal {
  status: number
  error: string
  text?: string
  extra?: Record<string, unknown>
}

export type Refuse = (req: Request, res: Response, refusal: Refusal) => void

export function refuseUnknownMethods(
  allowedMethods: (req: Request, res: Response) => readonly string[],
  refuse: Refuse,
): RequestHandler {
  return (req, res, next) => {
    if (ROUTED_METHODS.has(req.method)) return next()
    const allow = [...allowedMethods(req, res), 'OPTIONS'].join(', ')
    res.setHeader('Allow', allow)
    if (req.method === 'OPTIONS') {
      res.status(204).end()
      return
    }
    refuse(req, res, {
      status: 405,
      error: `Method not allowed. Use ${allow.replace(/, OPTIONS$/, '').replace(/, (?=[^,]*$)/, ' or ')}.`,
    })
  }
}

/** Whether the request comes with a body at all (as Node's parser framed it). */
function hasBody(req: Request) {
  return (
    req.headers['transfer-encoding'] !== undefined ||
    (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0')
  )
}

/**
 * Reads the body into memory up to `limit` bytes. A declared Content-Length over the limit is
 * refused before a byte is read; a chunked body as soon as it passes the limit. The rest of a
 * refused body is dropped as it arrives, for a moment, then the connection is closed.
 */
export function readBodyWithinLimit(
  limitOf: (req: Request, res: Response) => { bytes: number; refusal: Refusal },
  refuse: Refuse,
): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) return next()
    const { bytes: limit, refusal } = limitOf(req, res)
    if (Number(req.headers['content-length']) > limit) {
      lingerForBody(req, res)
      refuse(req, res, refusal)
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    const stopReading = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', stopReading)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= limit) {
        chunks.push(chunk)
        return
      }
      stopReading()
      chunks.length = 0
      lingerForBody(req, res)
      refuse(req, res, refusal)
    }
    const onEnd = () => {
      stopReading()
      res.locals.body = Buffer.concat(chunks, size)
      next()
    }
    req.on('data', onData)
    req.on('end', onEnd)
    // The client gave up mid-body: there is nobody to answer.
    req.on('error', stopReading)
  }
}

/**
 * Refuses text no route should see (control characters, a path that cannot be decoded), as
 * `inspect` finds it in the path, the query and the body read above.
 */
export function refuseHostileText(
  inspect: (req: Request, res: Response) => Promise<Refusal | null>,
  refuse: Refuse,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const refusal = await inspect(req, res)
      if (refusal) refuse(req, res, refusal)
      else next()
    } catch (error) {
      next(error)
    }
  }
}

/** The body `readBodyWithinLimit` read, if the request had one (in memory of its own, never shared). */
export function bodyOf(res: Response): Uint8Array<ArrayBuffer> | undefined {
  return res.locals.body as Uint8Array<ArrayBuffer> | undefined
}

/**
 * Keeps the connection open after a refusal until the rest of the body has arrived (dropped as it
 * comes) or DRAIN_MS have passed, then closes it. Closing it at once, while the client is still
 * sending, makes the client's system reset the connection, and a reset can discard the 413 before
 * the client reads it. The answer says `Connection: close`, so no client sends another request on a
 * connection about to end. Call before the answer is written.
 */
function lingerForBody(req: Request, res: Response) {
  res.setHeader('Connection', 'close')
  // Node closes the connection as soon as an answer that says `close` is sent; the draining below
  // closes it instead. `_last` is the flag Node's server reads when the answer is finished.
  res.once('prefinish', () => {
    ;(res as Response & { _last: boolean })._last = false
  })
  req.on('error', () => {})
  const close = () => {
    clearTimeout(timer)
    req.socket.end()
  }
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS)
  timer.unref()
  req.once('end', close)
  req.once('close', () => clearTimeout(timer))
  req.resume()
}
