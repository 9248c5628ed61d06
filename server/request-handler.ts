/**
 * React Router behind Express. It replaces `@react-router/express`, whose adapter hands React Router
 * the raw request stream: any route calling `request.formData()` would then read a body of any size.
 * Here the body is the one the server already read within the route's limit (see request-guards).
 */
import { writeReadableStreamToWritable } from '@react-router/node'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import {
  type AppLoadContext,
  createRequestHandler as createReactRouterHandler,
  type ServerBuild,
} from 'react-router'
import { bodyOf } from './request-guards.ts'

export interface HandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext(req: ExpressRequest, res: ExpressResponse): AppLoadContext
  /** Headers that replace the app's own on an answer, decided from the request and the answer. */
  overrideHeaders?(
    request: Request,
    response: Response,
    res: ExpressResponse,
  ): Record<string, string>
  /** What to say when the request cannot even be turned into a URL (a broken Host header). */
  badRequest(req: ExpressRequest, res: ExpressResponse): void
}

export function reactRouterHandler(options: HandlerOptions) {
  const handle = createReactRouterHandler(options.build, options.mode)
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    let request: Request
    try {
      request = fetchRequestOf(req, res)
    } catch {
      options.badRequest(req, res)
      return
    }
    try {
      const response = await handle(request, options.getLoadContext(req, res))
      await send(res, response, options.overrideHeaders?.(request, response, res) ?? {})
    } catch (error) {
      next(error)
    }
  }
}

function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  // The URL as @react-router/express builds it: the Host (or trusted X-Forwarded-Host) and path.
  const [, forwardedPort] = req.app.enabled('trust proxy')
    ? (req.get('X-Forwarded-Host')?.split(':') ?? [])
    : []
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? '', 10))
    .find((value) => Number.isSafeInteger(value))
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost'
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`)

  let controller: AbortController | null = new AbortController()
  res.on('finish', () => (controller = null))
  res.on('close', () => controller?.abort())

  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const init: RequestInit = { method: req.method, headers, signal: controller.signal }
  const body = bodyOf(res)
  if (req.method !== 'GET' && req.method !== 'HEAD' && body) init.body = body
  return new Request(url, init)
}

async function send(res: ExpressResponse, response: Response, overrides: Record<string, string>) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries())
    if (!(name in lowerCased(overrides))) res.append(name, value)
  for (const [name, value] of Object.entries(overrides)) res.setHeader(name, value)
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders()
  if (!response.body) {
    res.end()
    return
  }
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    // The client went away while the answer was streaming: nothing left to do.
    if (res.destroyed || res.writableEnded) return
    throw error
  }
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  )
}
