/**
 * HTTP entry: Express 5 serving the React Router app, its static assets and /healthz.
 * Application code (database, rate limits, email) is reached only through the server build's
 * exported `services`, so one copy of each module exists whether the build comes from Vite (dev)
 * or from build/server (production).
 */
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { createServer as createHttpServer } from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import type { ServerBuild } from 'react-router'
import type { AppLoadContext } from 'react-router'
import { gracefulShutdown, shutdownLimitMs } from './server/graceful-shutdown.ts'
import { PageCache } from './server/page-cache.ts'
import { servePrecompressed } from './server/precompressed-assets.ts'
import { reactRouterHandler } from './server/request-handler.ts'
import {
  bodyOf,
  readBodyWithinLimit,
  type Refuse,
  refuseHostileText,
  refuseUnknownMethods,
} from './server/request-guards.ts'
import { type MatchedRoute, routeMatcher } from './server/route-match.ts'
import type { ServerServices } from './app/entry.server.tsx'

const production = process.env.NODE_ENV === 'production'

async function loadBuild(): Promise<{
  getBuild: () => Promise<ServerBuild>
  viteMiddleware?: express.RequestHandler
  closeVite?: () => Promise<void>
}> {
  if (production) {
    const buildPath = path.resolve('build/server/index.js')
    const build = (await import(buildPath)) as ServerBuild
    return { getBuild: async () => build }
  }
  const vite = await import('vite')
  const server = await vite.createServer({ server: { middlewareMode: true } })
  return {
    getBuild: () =>
      server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    viteMiddleware: server.middlewares,
    closeVite: () => server.close(),
  }
}

function servicesOf(build: ServerBuild): ServerServices {
  return (build.entry.module as unknown as { services: ServerServices }).services
}

const { getBuild, viteMiddleware, closeVite } = await loadBuild()
const services = servicesOf(await getBuild())
const config = services.config
// Migrations and the demo seed run once, before any process serves. A database that cannot be
// opened (another process holds the embedded database's folder) stops the start with its reason.
if (cluster.isPrimary)
  await services.prepareDatabase().catch((error: unknown) => {
    services.logError(error)
    process.exit(1)
  })

if (production && cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
  await services.shutdown()
  superviseWorkers(config.WEB_CONCURRENCY)
} else {
  await serve()
}

/**
 * WEB_CONCURRENCY > 1 (production, PostgreSQL): this process only forks the serving processes,
 * which share the port; one that dies is replaced, and a shutdown signal is passed on to all. This
 * process holds the listening socket: while one worker drains, connections go to the others.
 */
function superviseWorkers(count: number) {
  let stopping = false
  const fork = () => cluster.fork()
  for (let i = 0; i < count; i++) fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    services.logEvent('worker stopped; starting another', {
      worker: worker.id,
      code: code ?? -1,
      signal: signal ?? '',
    })
    setTimeout(fork, 1000)
  })
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    services.logEvent('shutting down', { signal, workers: count })
    // Each worker drains and stops by its own limit; this one waits a little longer for them.
    const forced = setTimeout(
      () => process.exit(1),
      shutdownLimitMs(config.SHUTDOWN_DRAIN_SECONDS) + 5_000,
    )
    forced.unref()
    const workers = Object.values(cluster.workers ?? {})
    if (!workers.length) process.exit(0)
    for (const worker of workers) worker?.process.kill('SIGTERM')
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

async function serve() {
  const app = express()
  const server = createHttpServer(app)
  // The hard limit of a stop, from the signal; closing the database gets its last 2 seconds.
  const limitMs = shutdownLimitMs(config.SHUTDOWN_DRAIN_SECONDS)
  const shutdown = gracefulShutdown(server, {
    drainMs: config.SHUTDOWN_DRAIN_SECONDS * 1000,
    limitMs: limitMs - 2_000,
  })
  app.disable('x-powered-by')
  app.set('trust proxy', config.TRUST_PROXY)

  // The route each request will reach, as the router matches it (trailing slash, capitals, `.data`
  // and percent-encoding included): limits are keyed on it. It is worked out when a limit or a
  // refusal needs it, so that reads which pass every check (pages, assets) never pay for it.
  const productionBuild = production ? await getBuild() : undefined
  const matchers = new WeakMap<ServerBuild, ReturnType<typeof routeMatcher>>()
  function route(res: Response): MatchedRoute {
    const known = res.locals.route as MatchedRoute | undefined
    if (known) return known
    const build = res.locals.build as ServerBuild
    let match = matchers.get(build)
    if (!match) matchers.set(build, (match = routeMatcher(build.routes, build.future)))
    const path = res.req.path
    const found = match(path) ?? { id: 'unknown', pattern: path, methods: ['GET', 'HEAD'] }
    res.locals.route = found
    return found
  }
  const isApi = (res: Response) => route(res).pattern.startsWith('/api/')

  /** A 4xx from the server itself: JSON for the API, a line of text for pages. */
  const refuse: Refuse = (_req, res, refusal) => {
    res.status(refusal.status).setHeader('Cache-Control', 'no-store')
    if (isApi(res)) res.json({ error: refusal.error, ...refusal.extra })
    else res.type('text').send(refusal.text ?? refusal.error)
  }

  app.use(async (_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64')
    res.locals.requestId = randomBytes(8).toString('hex')
    res.setHeader('X-Request-Id', res.locals.requestId as string)
    services.applySecurityHeaders(res, res.locals.nonce as string)
    try {
      // In development the build is reloaded by Vite on every change.
      res.locals.build = productionBuild ?? (await getBuild())
      next()
    } catch (error) {
      next(error)
    }
  })

  if (config.LOG_REQUESTS) {
    app.use((req, res, next) => {
      const started = process.hrtime.bigint()
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6
        // Path only: query strings can carry emails or tokens.
        services.logRequest({
          id: res.locals.requestId as string,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms,
        })
      })
      next()
    })
  }

  // TRACE, PROPFIND and the like: 405 with the methods the route answers.
  app.use(refuseUnknownMethods((_req, res) => route(res).methods, refuse))
  // Every body is read here, within its route's limit, before anything else may read it.
  app.use(readBodyWithinLimit((_req, res) => services.bodyLimit(route(res).pattern), refuse))

  app.use(compression())

  app.get('/healthz', async (_req, res) => {
    // Stopping: a load balancer must send no new request here (the answer is still served).
    if (shutdown.draining) {
      res
        .status(503)
        .setHeader('Cache-Control', 'no-store')
        .json({ status: 'draining', error: 'This server is shutting down' })
      return
    }
    const healthy = await services.isDatabaseHealthy()
    res
      .status(healthy ? 200 : 503)
      .json(
        healthy ? { status: 'ok' } : { status: 'unavailable', error: 'Database is not answering' },
      )
  })

  if (viteMiddleware) {
    app.use(viteMiddleware)
  } else {
    // Hashed file names never change content, so they can be cached for a year.
    app.use('/assets', servePrecompressed('build/client/assets'))
    app.use(
      '/assets',
      // A missing hashed file is a plain 404, not a rendered page.
      express.static('build/client/assets', {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    )
    // Every public file has an extension; a page's path has none, so it skips the disk lookup.
    const publicFiles = express.static('build/client', { maxAge: '1h', index: false })
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()))
  }

  // State-changing requests from another site's pages are refused (CSRF).
  app.use((req, res, next) => {
    const crossSite = services.isCrossSiteWrite({
      method: req.method,
      origin: req.get('origin'),
      secFetchSite: req.get('sec-fetch-site'),
      host: req.get('host'),
      protocol: req.protocol,
    })
    if (!crossSite) return next()
    refuse(req, res, {
      status: 403,
      error: 'Cross-site request refused.',
      text: 'This form was sent from another website, so it was refused.',
    })
  })

  app.use(async (req, res, next) => {
    // Reads are never counted (docs/decisions/002), so they need no route either.
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next()
    try {
      const verdict = await services.checkRateLimit({
        method: req.method,
        route: route(res).pattern,
        ip: req.ip ?? 'unknown',
      })
      if (verdict.limited) {
        res.setHeader('Retry-After', String(verdict.retryAfterSeconds))
        res.status(429).json({
          error: 'Too many requests. Please wait a moment and try again.',
          retryAfterSeconds: verdict.retryAfterSeconds,
        })
        return
      }
      next()
    } catch (error) {
      next(error)
    }
  })

  // Control characters in the path, the query or the body's fields never reach a route.
  app.use(
    refuseHostileText(
      (req, res) =>
        services.inspectText({
          path: req.path,
          search: req.originalUrl.includes('?')
            ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
            : '',
          contentType: req.get('content-type'),
          body: bodyOf(res),
        }),
      refuse,
    ),
  )

  const loadContext = (req: Request, res: Response): AppLoadContext => ({
    nonce: res.locals.nonce as string,
    clientIp: req.ip ?? 'unknown',
    secure: req.secure,
    requestId: res.locals.requestId as string,
  })
  // Anonymous pages, rendered once and kept for as long as their Cache-Control allows a shared
  // cache to keep them; all dropped when the CMS changes a post.
  const pageCache = new PageCache({ maxEntries: 500, maxBytes: 64 * 1024 * 1024 })
  services.onContentChange(() => pageCache.clear())
  const handler = reactRouterHandler({
    build: productionBuild ?? getBuild,
    mode: production ? 'production' : 'development',
    getLoadContext: loadContext,
    overrideHeaders: (request, response, res) => ({
      // Nothing answered to a signed-in request, nor an answer that sets a cookie, may be kept
      // by a shared cache or the browser's disk: it may carry someone's personal data.
      ...(services.carriesSession(request) || response.headers.has('Set-Cookie')
        ? { 'Cache-Control': 'private, no-store' }
        : {}),
      // A calculator opened with someone's assessment figures in its address is theirs alone:
      // no shared cache keeps it, and no other site is told its address (decision 050).
      ...(services.carriesAssessmentFigures(request)
        ? { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' }
        : {}),
      // React Router's own 405 (a form posted to a page without an action) says what is allowed.
      ...(response.status === 405 && !response.headers.has('Allow')
        ? { Allow: route(res).methods.join(', ') }
        : {}),
    }),
    badRequest: (req, res) => refuse(req, res, { status: 400, error: 'Bad request.' }),
    anonymousPages: production
      ? {
          cache: pageCache,
          isSignedIn: services.carriesSession,
          contentSecurityPolicy: services.contentSecurityPolicyByHash,
        }
      : undefined,
  })
  app.all('/{*splat}', handler)

  // Last resort: never a stack trace to the client.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Errors that carry a client status (a missing asset, a malformed URL) are answered as such.
    const status = (error as { status?: unknown }).status
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (!res.headersSent)
        res
          .status(status)
          .type('text')
          .send(status === 404 ? 'Not found' : 'Bad request')
      return
    }
    services.logError(error, { path: req.path, id: res.locals.requestId as string })
    if (res.headersSent) return
    const wantsJson = req.path.startsWith('/api/') || !req.accepts('html')
    if (wantsJson) {
      res.status(500).json({ error: 'Something went wrong on our side. Please try again.' })
    } else {
      res.status(500).type('html').send(services.fallbackErrorPage())
    }
  })

  // Node closes a CONNECT request's connection without a word unless someone listens: say 405.
  server.on('connect', (_req, socket: Socket) =>
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n' +
        'Content-Length: 0\r\nConnection: close\r\n\r\n',
    ),
  )
  await services.startBackgroundWork()
  server.listen(config.PORT, config.HOST, () => {
    services.logEvent('server started', {
      url: config.SITE_URL,
      node: process.version,
      port: config.PORT,
      database: services.databaseDriver(),
      ...(cluster.isWorker ? { worker: cluster.worker?.id ?? 0 } : {}),
    })
  })

  let shuttingDown = false
  async function stop(signal: string) {
    if (shuttingDown) return
    shuttingDown = true
    services.logEvent('shutting down', { signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS })
    const forced = setTimeout(() => process.exit(1), limitMs)
    forced.unref()
    const finished = await shutdown.stop()
    if (!finished) services.logEvent('connections still open at the limit were closed', {})
    await closeVite?.()
    await services.shutdown()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
