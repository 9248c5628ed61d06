/** What the HTTP server hands to every loader and action besides the request. */
declare module 'react-router' {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts. */
    nonce: string
    /** The client's IP address as Express resolved it (TRUST_PROXY), for consent records only. */
    clientIp: string
    /** The request came over HTTPS, directly or through a trusted proxy (Express's `req.secure`). */
    secure: boolean
    /** The id the request's log lines and its X-Request-Id header carry. */
    requestId: string
  }
}

export {}
