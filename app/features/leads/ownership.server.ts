import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { leadOwnerProofs } from '~/db/schema'
import { hashToken } from '~/features/auth/index.server'
import { LEAD_COOKIE_SECONDS, SITE_COOKIES } from '~/lib/security/site-cookies'
import { readSiteCookie, siteCookie } from '~/lib/security/cookies.server'

/**
 * The lead ownership rule (DECISIONS §3): a submission may change a recent lead, see its advisors or
 * ask one of them to call only with proof that it comes from the lead's owner. Two proofs are read
 * from a request: the browser's lead cookie (a random token whose SHA-256 is stored bound to the
 * lead it was issued with), and a signed-in account whose email is verified. The third proof, the
 * emailed link, is a single-use token of its own (lead-updates.server.ts).
 */
export interface OwnershipProof {
  /** The token of the browser's lead cookie, when it sent a well-formed one. */
  browserToken: string | null
  /** The signed-in account's email, when that account has verified it. */
  verifiedEmail: string | null
}

export const NO_PROOF: OwnershipProof = { browserToken: null, verifiedEmail: null }

/** The cookie (and the proof it holds) lasts as long as a lead can be updated: 24 hours. */
export const OWNER_PROOF_TTL_SECONDS = LEAD_COOKIE_SECONDS

const TOKEN_PATTERN = /^[\w-]{43}$/

/** A fresh 256-bit token for the browser's lead cookie (never one the browser offered). */
export const newBrowserToken = () => randomBytes(32).toString('base64url')

/**
 * The Set-Cookie value that gives this browser `token`. Scripts cannot read it (HttpOnly);
 * `secure`: from `secureCookies(context)`, true when the request came over HTTPS.
 */
export function ownerProofCookie(token: string, secure: boolean): string {
  return siteCookie(SITE_COOKIES.lead, token, { secure, maxAgeSeconds: OWNER_PROOF_TTL_SECONDS })
}

function browserTokenFrom(request: Request): string | null {
  const value = readSiteCookie(request, SITE_COOKIES.lead)
  return value !== null && TOKEN_PATTERN.test(value) ? value : null
}

/** What a request proves: its lead cookie, and the signed-in account if its email is verified. */
export function ownershipProofFrom(
  request: Request,
  session: { user: { email: string; emailVerifiedAt: Date | null } } | null,
): OwnershipProof {
  return {
    browserToken: browserTokenFrom(request),
    verifiedEmail: session?.user.emailVerifiedAt ? session.user.email.toLowerCase() : null,
  }
}

/**
 * The insert that binds the browser token's hash to the lead, so this browser can prove it owns it;
 * not yet run, so the caller sends it with the lead's other writes.
 */
export function ownerProofInsert(tx: Database, leadId: string, token: string, now: Date) {
  return tx.insert(leadOwnerProofs).values({
    tokenHash: hashToken(token),
    leadId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OWNER_PROOF_TTL_SECONDS * 1000),
  })
}

/** Whether the request proves it comes from the owner of this lead. */
export async function provesOwnership(
  tx: Database,
  lead: { id: string; email: string },
  proof: OwnershipProof,
  now: Date,
): Promise<boolean> {
  if (proof.verifiedEmail !== null && proof.verifiedEmail === lead.email) return true
  if (proof.browserToken === null) return false
  const [row] = await tx
    .select({ leadId: leadOwnerProofs.leadId })
    .from(leadOwnerProofs)
    .where(
      and(
        eq(leadOwnerProofs.tokenHash, hashToken(proof.browserToken)),
        eq(leadOwnerProofs.leadId, lead.id),
        gt(leadOwnerProofs.expiresAt, now),
      ),
    )
  return row !== undefined
}
