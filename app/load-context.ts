/** What the HTTP server hands to every loader and action besides the request. */
declare module 'react-router' {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts. */
    nonce: string
  }
}

export {}
