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
    context: { nonce: 'test', clientIp: '203.0.113.9' },
  }
  try {
    // The generated route types are narrower than what a test builds; these are the fields routes read.
    const result = await handler(args as unknown as Args)
    if (result instanceof Response) return result
    return Response.json(result)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
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
