/**
 * Calls a route module's action or loader the way React Router does, returning a thrown Response
 * as the answer (resource routes answer errors by throwing them). Any other exception propagates:
 * that would be a 5xx, which a test must see.
 */
export async function callRoute<Args>(
  handler: (args: Args) => unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<Response> {
  const args = {
    request,
    url: new URL(request.url),
    params,
    pattern: '',
    context: { nonce: 'test', clientIp: '203.0.113.9', requestId: 'test' },
  }
  try {
    // The generated route types are narrower than what a test builds; these are the fields routes read.
    const result = await handler(args as unknown as Args)
    if (result instanceof Response) return result
    if (isDataWithInit(result)) return Response.json(result.data, result.init ?? undefined)
    return Response.json(result)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

/** A page action's `data(body, { status, headers })`, answered as React Router answers it. */
function isDataWithInit(
  value: unknown,
): value is { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit'
  )
}

export function jsonRequest(url: string, body: unknown, init: RequestInit = {}) {
  return new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export interface PageAnswer<T = unknown> {
  status: number
  headers: Headers
  /** The loader's or action's data; null for a redirect or other Response. */
  data: T | null
}

/**
 * Calls a page route's loader or action, and reads what React Router would: a returned or thrown
 * Response (a redirect), `data(value, init)` with its status and headers, or plain data (200).
 */
export async function callPage<T = unknown, Args = never>(
  handler: (args: Args) => unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<PageAnswer<T>> {
  const args = {
    request,
    url: new URL(request.url),
    params,
    pattern: '',
    context: { nonce: 'test', clientIp: '203.0.113.9', requestId: 'test' },
  }
  let result: unknown
  try {
    result = await handler(args as unknown as Args)
  } catch (thrown) {
    // A loader answers an error page by throwing a Response or `data(body, { status })`.
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown
    result = thrown
  }
  if (result instanceof Response)
    return { status: result.status, headers: result.headers, data: null }
  if (
    typeof result === 'object' &&
    result !== null &&
    (result as { type?: unknown }).type === 'DataWithResponseInit'
  ) {
    const { data, init } = result as { data: T; init: ResponseInit | null }
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data }
  }
  return { status: 200, headers: new Headers(), data: result as T }
}

/** A form posted the way a browser posts it. */
export function formRequest(
  url: string,
  fields: [string, string][],
  headers: Record<string, string> = {},
) {
  return new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}
