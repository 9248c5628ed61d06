import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, ne } from 'drizzle-orm'
import { redirect } from 'react-router'
import { db as appDb, type Database } from '~/db/client.server'
import { sessions, signInChallenges, users } from '~/db/schema'
import { jsonError } from '~/lib/http/json.server'
import {
  REMEMBER_ME_SECONDS,
  SITE_COOKIES,
  STAFF_SESSION_SECONDS,
} from '~/lib/security/site-cookies'
import {
  readSiteCookie,
  type RequestHeaders,
  siteCookie,
  siteCookieName,
} from '~/lib/security/cookies.server'
import { MINUTE_MS } from '~/lib/time'

import type { Role } from '~/db/vocabulary'

export type { Role }
export type User = typeof users.$inferSelect

/**
 * How long a session lasts, by role and 'remember me'. `absolute` counts from sign-in, `idle` from
 * the last request. Advisor and staff sessions see other people's personal data, so they are short
 * whatever is ticked: 'remember me' then only keeps the cookie across a browser restart.
 */
export const SESSION_LIMITS: Record<
  Role,
  { persistent: { absolute: number; idle: number }; browser: { absolute: number; idle: number } }
> = {
  // A remembered session's cookie lasts its absolute limit: the cookie list says how long.
  user: {
    persistent: { absolute: REMEMBER_ME_SECONDS, idle: REMEMBER_ME_SECONDS },
    browser: { absolute: 7 * 86_400, idle: 12 * 3_600 },
  },
  advisor: {
    persistent: { absolute: STAFF_SESSION_SECONDS, idle: 30 * 60 },
    browser: { absolute: STAFF_SESSION_SECONDS, idle: 30 * 60 },
  },
  admin: {
    persistent: { absolute: STAFF_SESSION_SECONDS, idle: 30 * 60 },
    browser: { absolute: STAFF_SESSION_SECONDS, idle: 30 * 60 },
  },
}

/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_EVERY_MS = MINUTE_MS

export const roleOf = (user: { role: string }): Role =>
  user.role === 'admin' || user.role === 'advisor' ? user.role : 'user'

function limitsOf(role: Role, persistent: boolean) {
  return SESSION_LIMITS[role][persistent ? 'persistent' : 'browser']
}

export const hashToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('base64url')

/** `__Host-ww_session` on a site served over HTTPS (no Domain, Path=/, Secure). */
export const sessionCookieName = () => siteCookieName(SITE_COOKIES.session)

/** `secure`: from `secureCookies(context)`, true when the request came over HTTPS. */
export function sessionCookie(
  token: string,
  maxAgeSeconds: number | null,
  secure: boolean,
): string {
  return siteCookie(SITE_COOKIES.session, token, { secure, maxAgeSeconds })
}

export function clearedSessionCookie(secure: boolean): string {
  return siteCookie(SITE_COOKIES.session, '', { secure, maxAgeSeconds: 0 })
}

/**
 * Starts a session with a fresh random id (never one the browser offered) and returns the token
 * for the cookie or the API, with the Set-Cookie value to send. `replaces` is the token the request
 * came with: whoever was signed in on that browser or client before is signed out.
 */
export async function createSession(
  db: Database,
  user: { id: string; role: string },
  options: {
    persistent: boolean
    /** The cookie is Secure: the request came over HTTPS (`secureCookies`). */
    secure: boolean
    userAgent?: string
    now?: Date
    replaces?: string | null
  },
): Promise<{ token: string; setCookie: string; expiresAt: Date }> {
  if (options.replaces)
    await db.delete(sessions).where(eq(sessions.idHash, hashToken(options.replaces)))
  const now = options.now ?? new Date()
  const token = randomBytes(32).toString('base64url')
  const { absolute } = limitsOf(roleOf(user), options.persistent)
  const expiresAt = new Date(now.getTime() + absolute * 1000)
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: user.id,
    persistent: options.persistent,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: (options.userAgent ?? '').slice(0, 300),
  })
  const maxAge = options.persistent ? absolute : null
  return { token, setCookie: sessionCookie(token, maxAge, options.secure), expiresAt }
}

/** The session token from the cookie, or from `Authorization: Bearer …` for API clients. */
export function sessionTokenFrom(request: RequestHeaders): string | null {
  const authorization = request.headers.get('authorization')
  const bearer = authorization?.match(/^Bearer\s+([\w-]{20,100})\s*$/i)?.[1]
  if (bearer) return bearer
  const value = readSiteCookie(request, SITE_COOKIES.session)
  return value && /^[\w-]{20,100}$/.test(value) ? value : null
}

export interface CurrentSession {
  user: User
  idHash: string
  persistent: boolean
}

/**
 * The signed-in user, or null: no token, an unknown or forged one, or a session past its idle or
 * absolute limit (which is then deleted).
 */
export async function getSession(
  request: Request,
  options: { db?: Database; now?: Date } = {},
): Promise<CurrentSession | null> {
  const token = sessionTokenFrom(request)
  if (!token) return null
  const db = options.db ?? appDb()
  const now = options.now ?? new Date()
  const idHash = hashToken(token)
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .limit(1)
  if (!row) return null
  const { idle } = limitsOf(roleOf(row.user), row.session.persistent)
  const idleFor = now.getTime() - row.session.lastSeenAt.getTime()
  if (idleFor > idle * 1000) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash))
    return null
  }
  if (idleFor > TOUCH_EVERY_MS)
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash))
  return { user: row.user, idHash, persistent: row.session.persistent }
}

/** Ends the request's session (logout). */
export async function destroySession(request: Request, db: Database = appDb()) {
  const token = sessionTokenFrom(request)
  if (token) await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)))
}

/**
 * 'Sign out everywhere', or every session but the current one after a password change. Sign-ins
 * still waiting for their second step end too. Returns how many sessions ended.
 */
export async function destroyUserSessions(
  db: Database,
  userId: string,
  options: { except?: string } = {},
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      options.except
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, options.except))
        : eq(sessions.userId, userId),
    )
    .returning({ idHash: sessions.idHash })
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId))
  return ended.length
}

/** The path and query of the request, for `/login?redirect=…`. */
function returnPathOf(request: Request) {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

export const LOGIN_PAGES: Record<Role, string> = {
  user: '/login',
  advisor: '/ria/login',
  admin: '/admin/login',
}

/**
 * For page loaders and actions: the signed-in user with one of `roles`, or a redirect to that
 * role's sign-in page that comes back here afterwards (DECISIONS §1).
 */
export async function requireUser(
  request: Request,
  roles: readonly Role[] = ['user', 'advisor', 'admin'],
): Promise<CurrentSession> {
  const session = await getSession(request)
  if (session && roles.includes(roleOf(session.user))) return session
  const login = LOGIN_PAGES[roles[0] ?? 'user']
  throw redirect(`${login}?${new URLSearchParams({ redirect: returnPathOf(request) })}`)
}

/** For the JSON API: the signed-in user, or a 401 (no valid session) / 403 (wrong role) answer. */
export async function requireApiUser(
  request: Request,
  roles: readonly Role[] = ['user', 'advisor', 'admin'],
): Promise<CurrentSession> {
  const session = await getSession(request)
  if (!session) {
    throw jsonError(401, 'Sign in to continue.', { login: LOGIN_PAGES[roles[0] ?? 'user'] })
  }
  if (!roles.includes(roleOf(session.user))) {
    throw jsonError(403, 'Your account cannot do this.')
  }
  return session
}

/** What pages and the API show of a user (never the password hash). */
export function publicUser(user: User) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase(),
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    role: roleOf(user),
    goals: user.goals,
    investmentReadinessScore: user.investmentReadinessScore,
    createdAt: user.createdAt.toISOString(),
  }
}

export type PublicUser = ReturnType<typeof publicUser>

/**
 * The little the site's header needs on every page: who is signed in, by first name and initials,
 * and where their dashboard is (an advisor's is the partner portal, an administrator's the admin area).
 */
/** Where each role's own pages start. */
const DASHBOARD_PATHS: Record<Role, string> = {
  user: '/dashboard',
  advisor: '/ria/dashboard',
  admin: '/admin/dashboard',
}

export function headerUser(user: User) {
  const { firstName, initials, role } = publicUser(user)
  return {
    firstName,
    initials,
    dashboardPath: DASHBOARD_PATHS[role === 'admin' || role === 'advisor' ? role : 'user'],
  }
}

export type HeaderUser = ReturnType<typeof headerUser>

/** Redirects for the browser after sign-in, keeping the target on this site. */
export { safeRedirectPath } from '~/lib/security/redirect'
