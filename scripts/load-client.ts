/**
 * One HTTP request over loopback, with what became of it told apart the way a deployment needs:
 * answered, refused before anything was sent (nothing listens: safe to send elsewhere), or cut
 * after the connection was open (a request that may have been received and never answered).
 * Used by the drain test and `npm run bench:deploy`.
 */
import http from 'node:http'
import type { Socket } from 'node:net'

export type Outcome =
  | { kind: 'answered'; status: number; headers: http.IncomingHttpHeaders; body: string }
  /** The connection was never made (ECONNREFUSED and the like): the request was not sent. */
  | { kind: 'refused'; code: string }
  /** The connection was open (the request sent, or being sent) and failed before a whole answer. */
  | { kind: 'reset'; code: string }

export interface Target {
  host: string
  port: number
}

export interface Request {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

/**
 * Sends `request` to `target`. `agent` keeps connections alive between requests (a fresh
 * connection each time without one). Never rejects.
 */
export function send(target: Target, request: Request, agent?: http.Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    let open = false
    const body = request.body === undefined ? undefined : Buffer.from(request.body)
    const req = http.request({
      host: target.host,
      port: target.port,
      method: request.method,
      path: request.path,
      agent: agent ?? false,
      headers: { ...request.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) },
    })
    req.on('socket', (socket: Socket) => {
      // A kept-alive connection is open already; a new one once its handshake is done.
      if (!socket.connecting) open = true
      else socket.once('connect', () => (open = true))
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          kind: 'answered',
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'reset', code: error.code ?? error.message }),
      )
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message
      resolve(open ? { kind: 'reset', code } : { kind: 'refused', code })
    })
    req.end(body)
  })
}
