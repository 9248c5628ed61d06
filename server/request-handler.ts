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
import {
  type CachedPage,
  etagOf,
  inlineScriptHashes,
  matchesEtag,
  type PageCache,
  sharedMaxAge,
} from './page-cache.ts'
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
  /**
   * Reads of pages by visitors who are not signed in: rendered without a nonce, their inline
   * scripts allowed by hash, and kept in `cache` when the page says it is public.
   */
  anonymousPages?: {
    cache: PageCache
    isSignedIn(request: { headers: { get(name: string): string | null } }): boolean
    contentSecurityPolicy(scriptHashes: string[]): string
  }
}

export function reactRouterHandler(options: HandlerOptions) {
  const handle = createReactRouterHandler(options.build, options.mode)
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const pages = options.anonymousPages
    const anonymousRead =
      pages !== undefined &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !pages.isSignedIn({ headers: { get: (name) => req.get(name) ?? null } })
    // Only a URL without a query is kept: one entry per page, not one per made-up parameter. The
    // host is part of the key, so an answer to an odd Host header is only ever served to that host.
    const cacheKey =
      anonymousRead && !req.originalUrl.includes('?')
        ? `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}`
        : null
    // A kept page is answered before anything is built for the request.
    const cached = cacheKey ? pages!.cache.get(cacheKey) : undefined
    if (cached) return sendPage(req, res, cached)
    let request: Request
    try {
      request = fetchRequestOf(req, res)
    } catch {
      options.badRequest(req, res)
      return
    }
    try {
      const context = options.getLoadContext(req, res)
      const response = await handle(request, anonymousRead ? { ...context, nonce: '' } : context)
      const overrides = options.overrideHeaders?.(request, response, res) ?? {}
      if (!anonymousRead || !/^text\/html\b/i.test(response.headers.get('Content-Type') ?? ''))
        return await send(res, response, overrides)

      const headers = new Headers(response.headers)
      for (const [name, value] of Object.entries(overrides)) headers.set(name, value)
      const body = Buffer.from(await response.arrayBuffer())
      const seconds = sharedMaxAge(headers.get('Cache-Control'))
      const page: CachedPage = {
        status: response.status,
        headers: [...headers.entries()],
        contentSecurityPolicy: pages.contentSecurityPolicy(
          inlineScriptHashes(body.toString('utf8')),
        ),
        body,
        etag: etagOf(body),
        expiresAt: Date.now() + seconds * 1000,
      }
      if (
        cacheKey &&
        req.method === 'GET' &&
        seconds > 0 &&
        response.status === 200 &&
        !headers.has('Set-Cookie')
      )
        pages.cache.set(cacheKey, page)
      sendPage(req, res, page)
    } catch (error) {
      next(error)
    }
  }
}

/** An anonymous page, from memory or just rendered: a 304 when the browser has this version. */
function sendPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
  if (res.destroyed || res.writableEnded) return
  res.status(page.status)
  // The page's own header replaces the server's default of the same name (Referrer-Policy);
  // cookies add up.
  for (const [name, value] of page.headers) {
    if (name !== 'set-cookie' && res.hasHeader(name)) res.setHeader(name, value)
    else res.append(name, value)
  }
  res.setHeader('Content-Security-Policy', page.contentSecurityPolicy)
  const cacheControl = page.headers.find(([name]) => name === 'cache-control')?.[1] ?? null
  const validated = page.status === 200 && sharedMaxAge(cacheControl) > 0
  if (validated) {
    res.setHeader('ETag', page.etag)
    if (matchesEtag(req.get('If-None-Match'), page.etag)) {
      res.status(304).end()
      return
    }
  }
  res.setHeader('Content-Length', String(page.body.byteLength))
  if (req.method === 'HEAD') res.end()
  else res.end(page.body)
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
