import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { ServerRouter } from 'react-router'
import { getConfig } from '~/config.server'
import { closeDatabase, getDatabase, isDatabaseHealthy } from '~/db/client.server'
import { seedDemoData, shouldSeedDemo } from '~/db/seed.server'
import { ensureAdminAccount, seedDemoAdmin } from '~/features/admin/admin-account.server'
import { startEmailWorker, stopEmailWorker } from '~/features/email/email-queue.server'
import { logError, logEvent, logRequest } from '~/features/observability/log.server'
import { applySecurityHeaders } from '~/features/security/headers.server'
import { isCrossSiteWrite } from '~/features/security/origin.server'
import { startRetentionJob, stopRetentionJob } from '~/features/retention/retention.server'
import { checkRateLimit } from '~/features/security/rate-limit.server'
import { fallbackErrorPage } from '~/ui/fallback-error-page.server'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and SPA-mode builds get the whole document at once; browsers get it streamed.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are logged here; before it, React Router's handleError sees them.
          if (shellRendered) logError(error, { phase: 'render' })
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (client went away) are not errors worth logging.
  if (request.signal.aborted) return
  logError(error, { path: new URL(request.url).pathname })
}

/** What the Express server (server.ts) may use of the application. */
export const services = {
  config: getConfig(),
  databaseDriver: () => getDatabase().driver,
  async prepareDatabase() {
    const database = getDatabase()
    await database.migrate()
    const config = getConfig()
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const outcome = await ensureAdminAccount(database.db, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
      })
      // The address stays out of the log: it is personal data.
      if (outcome !== 'unchanged') logEvent('administrator account', { outcome })
    }
    if (shouldSeedDemo(config)) {
      const added = await seedDemoData(database.db)
      const admins = await seedDemoAdmin(database.db)
      if (added.advisors || added.users || added.advisorAccounts || admins)
        logEvent('demo data added', { ...added, admins })
    }
  },
  isDatabaseHealthy: () => isDatabaseHealthy(),
  applySecurityHeaders: (res: { setHeader(name: string, value: string): unknown }, nonce: string) =>
    applySecurityHeaders(res, nonce, getConfig()),
  isCrossSiteWrite: (request: Parameters<typeof isCrossSiteWrite>[0]) =>
    isCrossSiteWrite(request, getConfig().SITE_URL),
  checkRateLimit: (request: { method: string; path: string; ip: string }) =>
    checkRateLimit(getDatabase().db, request, { multiplier: getConfig().RATE_LIMIT_MULTIPLIER }),
  logEvent,
  logRequest,
  logError,
  fallbackErrorPage,
  /**
   * Work a serving process does beside answering requests: sending queued email, and the retention
   * job (DECISIONS §11) every hour.
   */
  startBackgroundWork: () => {
    startEmailWorker(() => getDatabase().db)
    startRetentionJob(() => getDatabase().db, getConfig().DATA_DIR)
  },
  shutdown: async () => {
    await stopRetentionJob()
    await stopEmailWorker()
    await closeDatabase()
  },
}

export type ServerServices = typeof services
