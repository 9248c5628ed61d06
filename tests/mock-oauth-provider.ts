import type { IncomingMessage, ServerResponse } from 'node:http'
import { Events, OAuth2Server } from 'oauth2-mock-server'

/**
 * A local OAuth 2.0 / OpenID Connect provider that stands in for Google and Facebook in tests:
 * it authorizes at once, checks the PKCE verifier and issues signed tokens. Google's userinfo is
 * its `/userinfo`; Facebook's Graph API `/me` is added here.
 */
export interface MockProvider {
  url: string
  /** The environment that points the app's GOOGLE_* or FACEBOOK_* variables at this provider. */
  envFor(provider: 'google' | 'facebook'): Record<string, string>
  /** What the next Google userinfo call answers (OpenID claims). */
  nextGoogleUser(claims: Record<string, unknown>): void
  /** The same claims for every Google userinfo call from now on. */
  alwaysGoogleUser(claims: Record<string, unknown>): void
  /** What the next Facebook `/me` call answers. */
  nextFacebookUser(fields: Record<string, unknown>): void
  /** The next authorization ends with `?error=…` instead of a code, as when the visitor declines. */
  nextAuthorizationFails(error: string): void
  /** The query of every Facebook `/me` call so far. */
  facebookCalls: URLSearchParams[]
  server: OAuth2Server
  stop(): Promise<void>
}

export const MOCK_CLIENT_SECRET = 'mock-client-secret'

export async function startMockProvider(): Promise<MockProvider> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  const url = `http://127.0.0.1:${server.address().port}`

  const facebookUsers: Record<string, unknown>[] = []
  const facebookCalls: URLSearchParams[] = []
  server.service.addRoute('GET', '/me', (req: IncomingMessage, res: ServerResponse) => {
    const query = new URL(req.url ?? '/', url).searchParams
    facebookCalls.push(query)
    const user = req.headers.authorization?.startsWith('Bearer ') ? facebookUsers.shift() : null
    res.statusCode = user ? 200 : 401
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(user ?? { error: { message: 'Invalid OAuth access token.' } }))
  })

  return {
    url,
    envFor(provider) {
      const prefix = provider.toUpperCase()
      return {
        [`${prefix}_CLIENT_ID`]: `${provider}-test-client`,
        [`${prefix}_CLIENT_SECRET`]: MOCK_CLIENT_SECRET,
        [`${prefix}_AUTH_URL`]: `${url}/authorize`,
        [`${prefix}_TOKEN_URL`]: `${url}/token`,
        [`${prefix}_USERINFO_URL`]: provider === 'google' ? `${url}/userinfo` : `${url}/me`,
      }
    },
    nextGoogleUser(claims) {
      server.service.once(Events.BeforeUserinfo, (response) => {
        response.body = claims
      })
    },
    alwaysGoogleUser(claims) {
      server.service.on(Events.BeforeUserinfo, (response) => {
        response.body = claims
      })
    },
    nextFacebookUser(fields) {
      facebookUsers.push(fields)
    },
    nextAuthorizationFails(error) {
      server.service.once(Events.BeforeAuthorizeRedirect, (redirect) => {
        redirect.url.searchParams.delete('code')
        redirect.url.searchParams.set('error', error)
      })
    },
    facebookCalls,
    server,
    stop: () => server.stop(),
  }
}
