import { randomBytes, randomInt } from 'node:crypto'
import { and, count, eq, isNotNull, isNull, or, lt } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { recoveryCodes, twoFactorCredentials } from '~/db/schema'
import { countHit, type RateLimit } from '~/lib/security/rate-limit.server'
import { logWarning } from '~/lib/log.server'
import { hashPassword, verifyPassword } from '../password.server'
import type { User } from '../session.server'
import { waitMessage } from '../throttle.server'
import { clearCodeAttempts, countCodeAttempt } from './code-attempts.server'
import {
  ADMIN_CANNOT_DISABLE_MESSAGE,
  KEY_MISMATCH_MESSAGE,
  USED_CODE_MESSAGE,
  USED_RECOVERY_CODE_MESSAGE,
  WRONG_CODE_MESSAGE,
} from './messages'
import { qrCodeShape, type QrCodeShape } from './qr.server'
import { RECOVERY_CODE_ALPHABET, type SecondFactorAnswer } from './schema'
import { TwoFactorKeyMismatch, openSecret, sealSecret } from './secret-key.server'
import { base32Decode, base32Encode, matchingSteps, otpauthUri } from './totp.server'

/** The issuer an authenticator app shows beside the code. */
export const TWO_FACTOR_ISSUER = 'Wealthward'
export const RECOVERY_CODE_COUNT = 10
/** 160 bits, the key length RFC 4226 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20

/** Who may turn two-step verification on: advisors may, administrators must; visitors do not. */
export const canUseTwoFactor = (role: string) => role === 'advisor' || role === 'admin'

export async function isTwoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorCredentials.userId })
    .from(twoFactorCredentials)
    .where(and(eq(twoFactorCredentials.userId, userId), isNotNull(twoFactorCredentials.enabledAt)))
    .limit(1)
  return row !== undefined
}

/** For the account's data export: whether it is on, since when, and unused recovery codes. */
export async function twoFactorSummary(db: Database, userId: string) {
  const [credential] = await db
    .select({ enabledAt: twoFactorCredentials.enabledAt })
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, userId))
    .limit(1)
  if (!credential?.enabledAt) return null
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return { enabledAt: credential.enabledAt.toISOString(), recoveryCodesLeft: left?.n ?? 0 }
}

export interface PendingEnrolment {
  /** The secret in base32, grouped by four for typing into an app. */
  secretText: string
  uri: string
  qr: QrCodeShape
}

export interface TwoFactorStatus {
  enabled: boolean
  enabledAt: string | null
  recoveryCodesLeft: number
  /** Enrolment started and waiting for its first code. */
  pending: PendingEnrolment | null
}

/** What a security page shows: on or off, unused recovery codes, or the enrolment in progress. */
export async function twoFactorStatus(
  db: Database,
  user: Pick<User, 'id' | 'email'>,
): Promise<TwoFactorStatus> {
  const [credential] = await db
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, user.id))
    .limit(1)
  if (!credential) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0, pending: null }
  if (credential.enabledAt) {
    const [left] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
    return {
      enabled: true,
      enabledAt: credential.enabledAt.toISOString(),
      recoveryCodesLeft: left?.n ?? 0,
      pending: null,
    }
  }
  let secret: string
  try {
    secret = base32Encode(openSecret(credential.secret, user.id))
  } catch {
    // Sealed under another key: the person starts again with a fresh secret.
    return { enabled: false, enabledAt: null, recoveryCodesLeft: 0, pending: null }
  }
  const uri = otpauthUri({ issuer: TWO_FACTOR_ISSUER, account: user.email, secret })
  return {
    enabled: false,
    enabledAt: null,
    recoveryCodesLeft: 0,
    pending: { secretText: secret.replace(/(.{4})(?=.)/g, '$1 '), uri, qr: qrCodeShape(uri) },
  }
}

export type TwoFactorOutcome =
  | { ok: true }
  | {
      ok: false
      status: 400 | 401 | 403 | 409 | 429
      message: string
      /** The form field the message belongs to. */
      field?: 'code' | 'password'
      retryAfterSeconds?: number
    }

/** An outcome that, on success, carries the new recovery codes. */
type WithRecoveryCodes =
  Exclude<TwoFactorOutcome, { ok: true }> | { ok: true; recoveryCodes: string[] }

const ALREADY_ON = {
  ok: false,
  status: 409,
  message: 'Two-step verification is already on for your account.',
} as const
const NOT_STARTED = {
  ok: false,
  status: 409,
  message: 'Start the set-up again: there is no new secret waiting for its first code.',
} as const

/**
 * Enrolment, first step: a new random secret, kept sealed until its first code switches it on.
 * Starting again replaces a secret still waiting, never one that is on.
 */
export async function startEnrolment(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<TwoFactorOutcome> {
  if (await isTwoFactorEnabled(db, userId)) return ALREADY_ON
  const secret = sealSecret(randomBytes(SECRET_BYTES), userId)
  await db
    .insert(twoFactorCredentials)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactorCredentials.userId,
      set: { secret, lastUsedStep: null, createdAt: now },
      setWhere: isNull(twoFactorCredentials.enabledAt),
    })
  return { ok: true }
}

/** Ten fresh recovery codes, as the person reads them (xxxxx-xxxxx), with their hashes. */
async function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(
      { length: 10 },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    )
      .join('')
      .replace(/^(.{5})/, '$1-'),
  )
  const hashes = await Promise.all(codes.map((code) => hashPassword(code.replace('-', ''))))
  return { codes, hashes }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

async function replaceRecoveryCodes(tx: Transaction, userId: string, hashes: string[], now: Date) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await tx
    .insert(recoveryCodes)
    .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })))
}

const tooManyAttempts = (retryAfterSeconds: number) =>
  ({
    ok: false,
    status: 429,
    message: waitMessage('Too many codes were tried.', retryAfterSeconds),
    retryAfterSeconds,
  }) as const

/**
 * Enrolment, second step: the first code from the app proves it holds the secret. Switches
 * two-step verification on and returns the ten recovery codes, the only time they are shown.
 */
export async function confirmEnrolment(
  db: Database,
  userId: string,
  code: string,
  now = new Date(),
): Promise<WithRecoveryCodes> {
  const verdict = await countCodeAttempt(db, userId, now)
  if (!verdict.allowed) return tooManyAttempts(verdict.retryAfterSeconds)
  const [credential] = await db
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, userId))
    .limit(1)
  if (credential?.enabledAt) return ALREADY_ON
  if (!credential) return NOT_STARTED
  let steps: number[]
  try {
    steps = matchingSteps(openSecret(credential.secret, userId), code, now)
  } catch {
    return NOT_STARTED
  }
  const step = steps.at(-1)
  if (step === undefined) {
    return {
      ok: false,
      status: 400,
      field: 'code',
      message:
        'That code is not right. Enter the code your app shows now; if it still fails, check that your phone sets its clock automatically.',
    }
  }
  const { codes, hashes } = await newRecoveryCodes()
  const switchedOn = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(twoFactorCredentials)
      .set({ enabledAt: now, lastUsedStep: step })
      .where(
        and(
          eq(twoFactorCredentials.userId, userId),
          eq(twoFactorCredentials.secret, credential.secret),
          isNull(twoFactorCredentials.enabledAt),
        ),
      )
      .returning({ userId: twoFactorCredentials.userId })
    if (!row) return false
    await replaceRecoveryCodes(tx, userId, hashes, now)
    return true
  })
  if (!switchedOn) return NOT_STARTED
  await clearCodeAttempts(db, userId)
  return { ok: true, recoveryCodes: codes }
}

export type VerifyOutcome =
  | { ok: true; via: 'totp' | 'recovery' }
  | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number }

const refused = (message: string) => ({ ok: false, status: 401, message }) as const

/**
 * Checks a second factor for an account with two-step verification on: a TOTP code (the current
 * 30-second step or one either side, and only a step later than the last code accepted, so no
 * code works twice), or an unused recovery code (then used up). Every attempt is counted first.
 * Both "use once" rules are single conditional updates: of two requests with the same code, one
 * wins.
 */
export async function verifySecondFactor(
  db: Database,
  userId: string,
  answer: SecondFactorAnswer,
  now = new Date(),
): Promise<VerifyOutcome> {
  const verdict = await countCodeAttempt(db, userId, now)
  if (!verdict.allowed) return tooManyAttempts(verdict.retryAfterSeconds)
  const [credential] = await db
    .select()
    .from(twoFactorCredentials)
    .where(and(eq(twoFactorCredentials.userId, userId), isNotNull(twoFactorCredentials.enabledAt)))
    .limit(1)
  if (!credential) return refused(WRONG_CODE_MESSAGE)

  if (answer.kind === 'totp') {
    let steps: number[]
    try {
      steps = matchingSteps(openSecret(credential.secret, userId), answer.code, now)
    } catch (error) {
      if (!(error instanceof TwoFactorKeyMismatch)) throw error
      logWarning('two-factor secret sealed with another key')
      return refused(KEY_MISMATCH_MESSAGE)
    }
    if (!steps.length) return refused(WRONG_CODE_MESSAGE)
    const last = credential.lastUsedStep
    const step = steps.find((s) => last === null || s > last)
    if (step === undefined) return refused(USED_CODE_MESSAGE)
    const [accepted] = await db
      .update(twoFactorCredentials)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(twoFactorCredentials.userId, userId),
          or(
            isNull(twoFactorCredentials.lastUsedStep),
            lt(twoFactorCredentials.lastUsedStep, step),
          ),
        ),
      )
      .returning({ userId: twoFactorCredentials.userId })
    if (!accepted) return refused(USED_CODE_MESSAGE)
    await clearCodeAttempts(db, userId)
    return { ok: true, via: 'totp' }
  }

  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, answer.code))) continue
    const [used] = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id })
    if (!used) return refused(USED_RECOVERY_CODE_MESSAGE)
    await clearCodeAttempts(db, userId)
    return { ok: true, via: 'recovery' }
  }
  return refused(WRONG_CODE_MESSAGE)
}

/** Ten new recovery codes for a current code from the app; the earlier ones stop working. */
export async function regenerateRecoveryCodes(
  db: Database,
  userId: string,
  code: string,
  now = new Date(),
): Promise<WithRecoveryCodes> {
  const checked = await verifySecondFactor(db, userId, { kind: 'totp', code }, now)
  if (!checked.ok) return { ...checked, field: 'code' }
  const { codes, hashes } = await newRecoveryCodes()
  await db.transaction((tx) => replaceRecoveryCodes(tx, userId, hashes, now))
  return { ok: true, recoveryCodes: codes }
}

/**
 * Passwords typed to confirm a change while signed in (turning two-step verification off,
 * changing the password), per account: whoever holds a stolen session cannot try many.
 */
export const PASSWORD_CONFIRMATIONS: RateLimit = {
  name: 'password-confirmation',
  limit: 5,
  windowSeconds: 15 * 60,
}

/** Checks the account's password, counted against PASSWORD_CONFIRMATIONS first. */
export async function confirmPassword(
  db: Database,
  user: Pick<User, 'id' | 'passwordHash'>,
  password: string,
  now = new Date(),
): Promise<
  { ok: true } | { ok: false; status: 400 | 429; message: string; retryAfterSeconds?: number }
> {
  const verdict = await countHit(db, PASSWORD_CONFIRMATIONS, user.id, { now })
  if (verdict.limited) {
    return {
      ok: false,
      status: 429,
      message: waitMessage('Too many passwords were tried.', verdict.retryAfterSeconds),
      retryAfterSeconds: verdict.retryAfterSeconds,
    }
  }
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password)))
    return { ok: false, status: 400, message: 'That is not your current password.' }
  return { ok: true }
}

/**
 * Turns two-step verification off: advisors only (it is required for administrators), with the
 * password and a current code, so a session left open is not enough.
 */
export async function disableTwoFactor(
  db: Database,
  user: Pick<User, 'id' | 'role' | 'passwordHash'>,
  input: { password: string; code: string },
  now = new Date(),
): Promise<TwoFactorOutcome> {
  if (user.role === 'admin')
    return { ok: false, status: 403, message: ADMIN_CANNOT_DISABLE_MESSAGE }
  if (!(await isTwoFactorEnabled(db, user.id)))
    return { ok: false, status: 409, message: 'Two-step verification is already off.' }
  const password = await confirmPassword(db, user, input.password, now)
  if (!password.ok) return { ...password, field: 'password' }
  const checked = await verifySecondFactor(db, user.id, { kind: 'totp', code: input.code }, now)
  if (!checked.ok) return { ...checked, field: 'code' }
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id))
    await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, user.id))
  })
  return { ok: true }
}

/**
 * For the demo seed: the row of an account enrolled with a known base32 secret (and no recovery
 * codes), so that anyone can add the demo accounts to an authenticator app from the README.
 */
export function enrolledCredential(userId: string, secret: string, now: Date) {
  const key = base32Decode(secret)
  if (!key?.length) throw new Error('The demo TOTP secret is not base32')
  return { userId, secret: sealSecret(key, userId), enabledAt: now, createdAt: now }
}
