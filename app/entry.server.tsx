import { carriesAssessmentFigures } from '~/features/calculators'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { getConfig } from '~/config.server'
import { closeDatabase, getDatabase, isDatabaseHealthy } from '~/db/client.server'
import { startEmailWorker, stopEmailWorker } from '~/features/email/email-queue.server'
import { renderSubmissionEmail } from '~/features/leads/index.server'
import { onContentChange, watchContentChanges } from '~/lib/content-changes.server'
import { logError, logEvent, logRequest } from '~/lib/log.server'
import { ScriptsAfterPaint } from '~/lib/http/scripts-after-paint.server'
import { PAGE_SCRIPT_URLS } from 'virtual:wealthward/page-scripts'
import { PageScriptContext, pageScriptName } from '~/ui/page-script'
import { sessionTokenFrom } from '~/features/auth/session.server'
import { bodyLimitFor, bodyTooLarge } from '~/lib/security/body-limits'
import type { RequestHeaders } from '~/lib/security/cookies.server'
import { applySecurityHeaders, contentSecurityPolicy } from '~/lib/security/headers.server'
import { isCrossSiteWrite } from '~/lib/security/origin.server'
import { startRetentionJob, stopRetentionJob } from '~/features/retention/retention.server'
import { checkRateLimit, type RateLimitedRequest } from '~/lib/security/rate-limit.server'
import { findTextProblem, refusalFor, type RequestText } from '~/lib/security/request-text'
import { fallbackErrorPage } from '~/ui/fallback-error-page.server'
import { prepareDatabase } from '~/start-up.server'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // An anonymous page has no nonce: its inline scripts are allowed by hash (server/page-cache.ts).
  const nonce = loadContext.nonce || undefined
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and SPA-mode builds get the whole document at once; browsers get it streamed.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    // A page that runs its own small script instead of React (docs/decisions/060).
    const scriptName = pageScriptName(routerContext)
    const pageScript = scriptName ? PAGE_SCRIPT_URLS[scriptName] : null
    const { pipe, abort } = renderToPipeableStream(
      <PageScriptContext value={pageScript ? { src: pageScript, nonce } : null}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageScriptContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          // The scripts load once the content has painted (docs/decisions/059).
          const body = new ScriptsAfterPaint()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(
            error instanceof Error ? error : new Error('The page shell failed', { cause: error }),
          )
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are logged here; before it, React Router's handleError sees them.
          if (shellRendered) logError(error, { phase: 'render', id: loadContext.requestId })
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests (client went away) are not errors worth logging, nor the client's own
  // mistakes React Router answers itself (a form posted to a page that takes none: 405).
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  logError(error, {
    path: new URL(request.url).pathname,
    id: (context as Partial<AppLoadContext> | undefined)?.requestId,
  })
}

let stopWatchingContent: (() => Promise<void>) | undefined

/** What the Express server (server.ts) may use of the application. */
export const services = {
  config: getConfig(),
  databaseDriver: () => getDatabase().driver,
  /** Migrations, the administrator and the demo seed, one server process at a time. */
  prepareDatabase: () => prepareDatabase(getDatabase(), getConfig()),
  isDatabaseHealthy: () => isDatabaseHealthy(),
  applySecurityHeaders: (res: { setHeader(name: string, value: string): unknown }, nonce: string) =>
    applySecurityHeaders(res, nonce, getConfig()),
  /** The CSP of an anonymous page, whose inline scripts are allowed by these hashes. */
  contentSecurityPolicyByHash: (hashes: string[]) => contentSecurityPolicy({ hashes }, getConfig()),
  isCrossSiteWrite: (request: Parameters<typeof isCrossSiteWrite>[0]) =>
    isCrossSiteWrite(request, getConfig().SITE_URL),
  checkRateLimit: (request: RateLimitedRequest & { ip: string }) =>
    checkRateLimit(getDatabase().db, request, { multiplier: getConfig().RATE_LIMIT_MULTIPLIER }),
  /** The body limit of a route (by its pattern), and the answer to a body over it. */
  bodyLimit: (route: string) => {
    const bytes = bodyLimitFor(route)
    return { bytes, refusal: bodyTooLarge(bytes) }
  },
  /** The answer to text no route may see (control characters, a broken path), or null. */
  inspectText: async (request: RequestText) => {
    const problem = await findTextProblem(request)
    return problem ? refusalFor(problem) : null
  },
  /** Whether the address carries figures filled in from an assessment (decision 050). */
  carriesAssessmentFigures: (request: { url: string }) =>
    carriesAssessmentFigures(new URL(request.url)),
  /** Whether the request carries a session (cookie or bearer token), valid or not. */
  carriesSession: (request: RequestHeaders) => sessionTokenFrom(request) !== null,
  /** Calls `listener` whenever what public pages show changes (the CMS wrote a post, anywhere). */
  onContentChange,
  logEvent,
  logRequest,
  logError,
  fallbackErrorPage,
  /**
   * Work a serving process does beside answering requests: listening for content changes (its
   * page cache), sending queued email, and the retention job (DECISIONS §11) every hour.
   */
  startBackgroundWork: async () => {
    stopWatchingContent = await watchContentChanges(getDatabase())
    startEmailWorker(() => getDatabase().db, { render: renderSubmissionEmail })
    startRetentionJob(() => getDatabase().db, getConfig().DATA_DIR)
  },
  shutdown: async () => {
    await stopWatchingContent?.()
    await stopRetentionJob()
    await stopEmailWorker()
    await closeDatabase()
  },
}

export type ServerServices = typeof services
