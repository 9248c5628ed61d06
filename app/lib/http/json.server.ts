import { data } from 'react-router'
import type { z } from 'zod'
import { BODY_LIMITS, bodyTooLarge } from '~/lib/security/body-limits'

/**
 * Reading and answering API requests one way: every problem becomes a 4xx JSON body that names it,
 * never a 5xx or a stack trace.
 */
export const DEFAULT_MAX_BODY_BYTES = BODY_LIMITS.json

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}) {
  return Response.json({ error, ...extra }, { status, headers: { 'Cache-Control': 'no-store' } })
}

export function methodNotAllowed(allowed: readonly string[]) {
  return Response.json(
    { error: `Method not allowed. Use ${allowed.join(' or ')}.` },
    { status: 405, headers: { Allow: allowed.join(', '), 'Cache-Control': 'no-store' } },
  )
}

/** Zod issues as `{ field: message }`, first message per field, for forms to show inline. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'form'
    fieldErrors[key] ??= issue.message
  }
  return fieldErrors
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw jsonError(413, bodyTooLarge(maxBytes).error)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw jsonError(413, bodyTooLarge(maxBytes).error)
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

export type BodyKind = 'json' | 'form'

/**
 * Parses a request body with its schema. JSON always; urlencoded forms only where `allowForm`
 * (progressive enhancement: the same endpoint serves a page's form without JavaScript); JSON sent
 * as text/plain only where `allowTextPlain` (beacons).
 * Throws a 4xx Response on any problem.
 */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { allowForm?: boolean; allowTextPlain?: boolean; maxBytes?: number } = {},
): Promise<{ data: z.output<S>; kind: BodyKind }> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BODY_BYTES
  const contentType = (request.headers.get('content-type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  let kind: BodyKind
  let raw: unknown
  // `navigator.sendBeacon` sends a string as text/plain; where allowed, that text is read as JSON.
  if (
    contentType === 'application/json' ||
    (options.allowTextPlain && (contentType === 'text/plain' || contentType === ''))
  ) {
    kind = 'json'
    const text = await readText(request, maxBytes)
    try {
      raw = JSON.parse(text)
    } catch {
      throw jsonError(400, 'Request body is not valid JSON.')
    }
  } else if (options.allowForm && contentType === 'application/x-www-form-urlencoded') {
    kind = 'form'
    raw = Object.fromEntries(new URLSearchParams(await readText(request, maxBytes)))
  } else {
    const accepted = options.allowForm
      ? 'application/json or application/x-www-form-urlencoded'
      : 'application/json'
    throw jsonError(415, `Unsupported Content-Type. Send ${accepted}.`)
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw jsonError(400, 'Request body must be a JSON object.')
  }
  const result = schema.safeParse(raw)
  if (!result.success) {
    throw jsonError(400, 'Some fields need your attention.', {
      fieldErrors: fieldErrorsOf(result.error),
    })
  }
  return { data: result.data, kind }
}

/** Parses a URL's query parameters with their schema; throws a 400 naming each bad parameter. */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  const result = schema.safeParse(Object.fromEntries(url.searchParams))
  if (!result.success) {
    throw jsonError(400, 'Some query parameters need your attention.', {
      fieldErrors: fieldErrorsOf(result.error),
    })
  }
  return result.data
}

/**
 * An API action that a page's fetcher calls as well as other clients. React Router hands a fetcher
 * a 4xx Response (returned or thrown) as an error for the page's error boundary; the same answer as
 * route data (`data()`) reaches the fetcher instead, and other clients still get the same JSON,
 * status and headers. Redirects and other non-JSON answers pass unchanged.
 */
export function fetcherAction<Args>(handler: (args: Args) => Promise<Response>) {
  return async (args: Args) => {
    let response: Response
    try {
      response = await handler(args)
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown
      response = thrown
    }
    if (!(response.headers.get('content-type') ?? '').startsWith('application/json'))
      return response
    const headers = new Headers(response.headers)
    headers.delete('content-type')
    headers.delete('content-length')
    return data((await response.json()) as unknown, { status: response.status, headers })
  }
}
