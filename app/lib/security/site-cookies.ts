import { formatDuration } from '~/lib/format'

/**
 * Every cookie the site sets. The modules that set them take their names and lifetimes from here,
 * and the privacy policy's cookie table is rendered from this list, so the table names what the
 * site really sets (a browser test compares the two). Pure: the policy page uses it in the browser.
 */
export interface SiteCookie {
  /** The name on a site served over plain HTTP. */
  name: string
  /**
   * Over HTTPS the name is `__Host-` + name: the browser then only accepts it Secure, for the whole
   * site (Path=/) and from this host alone.
   */
  hostPrefixed: boolean
  path: string
  /** What it is for, in the policy's words. */
  purpose: string
  /** How long it lasts, in the policy's words, from the numbers the code uses. */
  lifetime: string
  /** Needed for something the visitor asked for (signing in, their assessment), not for us. */
  strictlyNecessary: boolean
  /**
   * Readable by the site's own scripts (not httpOnly). Only a cookie that holds no secret and that
   * the browser must act on: the analytics opt-out, which stops the tracker before it sends.
   */
  readableByScripts?: boolean
}

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Max-Age of a visitor's session cookie with "Remember me"; without it the cookie ends with the browser. */
export const REMEMBER_ME_SECONDS = 30 * DAY
/** Advisor and staff sessions last at most this, "Remember me" or not. */
export const STAFF_SESSION_SECONDS = 12 * HOUR
/** The lead cookie lasts as long as a lead can be updated from the browser that made it. */
export const LEAD_COOKIE_SECONDS = 24 * HOUR
/** How long the analytics opt-out lasts (browsers keep no cookie longer than 400 days). */
export const ANALYTICS_OPT_OUT_SECONDS = 365 * DAY
/** How long a visitor has to come back from Google's or Facebook's sign-in page. */
export const SOCIAL_SIGN_IN_SECONDS = 10 * MINUTE
/** How long the second step of a two-step sign-in may follow the password. */
export const SIGN_IN_CHALLENGE_SECONDS = 5 * MINUTE
/** The second step's cookie outlives it, so the page can say the time ran out and where to start again. */
export const SIGN_IN_CHALLENGE_COOKIE_SECONDS = HOUR

const socialState = (provider: 'google' | 'facebook', name: string): SiteCookie => ({
  name: `ww_oauth_${provider}`,
  hostPrefixed: true,
  path: '/',
  purpose: `Remembers a sign-in with ${name} that you started here: random values that let us check ${name}’s answer, and the page to return to.`,
  lifetime: `${formatDuration(SOCIAL_SIGN_IN_SECONDS)}; removed when you come back from ${name}`,
  strictlyNecessary: true,
})

export const SITE_COOKIES = {
  session: {
    name: 'ww_session',
    hostPrefixed: true,
    path: '/',
    purpose:
      'Keeps you signed in. It holds a random code; we keep only a hash of it, with your session.',
    lifetime: `Until you close your browser, or ${formatDuration(REMEMBER_ME_SECONDS)} if you tick “Remember me” (${formatDuration(STAFF_SESSION_SECONDS)} for advisor and staff accounts); signing out removes it`,
    strictlyNecessary: true,
  },
  lead: {
    name: 'ww_lead',
    hostPrefixed: true,
    path: '/',
    purpose:
      'Lets the browser that sent an Investment Readiness assessment update it and ask a matched advisor to contact you. It holds a random code, not your details; we keep only a hash of it, with your submission.',
    // Said in hours, as the policy says the lead can be updated for 24 hours.
    lifetime: `${LEAD_COOKIE_SECONDS / HOUR} hours`,
    strictlyNecessary: true,
  },
  signIn: {
    name: 'ww_sign_in',
    hostPrefixed: true,
    path: '/',
    purpose: `Set only for advisor and staff accounts with two-step verification: remembers, for ${formatDuration(SIGN_IN_CHALLENGE_SECONDS)} after the right password, that this browser may now enter the code from the authenticator app. It holds a random code; we keep only a hash of it.`,
    lifetime: `${formatDuration(SIGN_IN_CHALLENGE_COOKIE_SECONDS)}; removed when the sign-in is finished`,
    strictlyNecessary: true,
  },
  oauthGoogle: socialState('google', 'Google'),
  oauthFacebook: socialState('facebook', 'Facebook'),
  viewed: {
    name: 'ww_viewed',
    hostPrefixed: false,
    path: '/api/blog/slug',
    purpose:
      'Lists the articles this browser was already counted as reading, so that reading one again in the same browser session doesn’t add to its view count. Sent only to the view counter.',
    lifetime: 'Until you close your browser',
    strictlyNecessary: false,
  },
  analyticsOptOut: {
    name: 'ww_no_analytics',
    hostPrefixed: true,
    path: '/',
    purpose:
      'Set when you turn off engagement analytics on our Do Not Sell or Share page: while it is there, this browser sends us no engagement events, our server stores none from it, and article views from it are not counted. It holds only the value 1; it is the one cookie our own script reads, to know not to start.',
    lifetime: `${formatDuration(ANALYTICS_OPT_OUT_SECONDS)}; removed when you turn analytics back on`,
    strictlyNecessary: true,
    readableByScripts: true,
  },
} as const satisfies Record<string, SiteCookie>

/** The cookie's name as this site sets it: `secure` when the site is served over HTTPS. */
export const cookieName = (cookie: SiteCookie, secure: boolean) =>
  secure && cookie.hostPrefixed ? `__Host-${cookie.name}` : cookie.name

/** The cookie table's rows, in the policy's order. */
export const COOKIE_TABLE: readonly SiteCookie[] = Object.values(SITE_COOKIES)
