import { randomBytes } from 'node:crypto'
import type { Database } from '~/db/client.server'
import { advisorApplications, advisors, twoFactorCredentials, users } from '~/db/schema'
import { AssessmentSchema } from '~/features/assessment/schema'
import { snapshotFrom, type SnapshotScore } from '~/features/assessment/snapshot'

/** Inserts an advisor; every field can be overridden. */
export async function createAdvisor(
  db: Database,
  overrides: Partial<typeof advisors.$inferInsert> = {},
) {
  const id = randomBytes(4).toString('hex')
  const [row] = await db
    .insert(advisors)
    .values({
      name: `Test Advisor ${id}`,
      firm: `Test Firm ${id}`,
      crd: `TEST-${id}`,
      email: `advisor.${id}@example.com`,
      city: 'Columbus',
      state: 'OH',
      states: ['OH'],
      minAssets: 0,
      monthlyCapacity: 20,
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('advisor not inserted')
  return row
}

/** Inserts a pending partner application, as the `/ria` form stores one; every field can be overridden. */
export async function createApplication(
  db: Database,
  overrides: Partial<typeof advisorApplications.$inferInsert> = {},
) {
  const id = randomBytes(4).toString('hex')
  const [row] = await db
    .insert(advisorApplications)
    .values({
      firmName: `Applicant Firm ${id}`,
      crd: String(parseInt(id, 16) % 100_000_000),
      contactName: 'Dana Whitfield',
      email: `applicant.${id}@example.com`,
      phone: '(555) 201-3344',
      website: 'https://applicant.example.com',
      states: ['TX', 'OK'],
      minAssets: 250_000,
      monthlyCapacity: 20,
      message: 'We focus on pre-retirees.',
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('application not inserted')
  return row
}

/** A valid assessment body: a strong profile (HOT) unless overridden. */
export function assessmentBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jordan',
    lastName: 'Example',
    email: `jordan.${randomBytes(4).toString('hex')}@example.com`,
    phone: '(614) 555-0134',
    age: 38,
    city: 'Columbus',
    state: 'OH',
    annualIncome: 120_000,
    totalDebt: 0,
    emergencyFund: 40_000,
    monthlyExpenses: 5_000,
    investableAssets: 150_000,
    creditScore: 780,
    emailConsent: true,
    source: 'investment-readiness-calculator',
    medium: 'organic',
    campaign: 'website',
    ...overrides,
  }
}

/**
 * Saved assessment numbers, built as the assessment page builds them: by default $72,000 a year,
 * $3,100 of monthly expenses, $12,000 of debt and a $4,500 emergency fund, saved on 1 May 2026.
 */
export function financialSnapshot(
  overrides: Record<string, unknown> = {},
  score: SnapshotScore | null = null,
) {
  const input = AssessmentSchema.parse(
    assessmentBody({
      annualIncome: 72_000,
      monthlyExpenses: 3_100,
      totalDebt: 12_000,
      emergencyFund: 4_500,
      investableAssets: 0,
      creditScore: 700,
      ...overrides,
    }),
  )
  return snapshotFrom(input, new Date('2026-05-01T14:30:00.000Z'), score)
}

/** The password of every user made by `createUserWithSession`. */
export const TEST_PASSWORD = 'plum-Tree-48'
let testPasswordHash: Promise<string> | undefined

/**
 * Turns two-step verification on for an account, with a new random secret (base32), as enrolment
 * leaves it. Compute its codes with `currentTotp` from tests/totp.ts.
 */
export async function enableTwoFactor(db: Database, userId: string): Promise<string> {
  const { base32Encode } = await import('~/features/auth/two-factor/totp.server')
  const { enrolledCredential } = await import('~/features/auth/two-factor/two-factor.server')
  const secret = base32Encode(randomBytes(20))
  await db.insert(twoFactorCredentials).values(enrolledCredential(userId, secret, new Date()))
  return secret
}

/**
 * Inserts a user (password TEST_PASSWORD unless `passwordHash: null`) and signs them in: the
 * session token, and the same as a Cookie and an Authorization header. An administrator has
 * two-step verification on (the admin area requires it), unless `twoFactor: false`;
 * `totpSecret` is then its secret. `twoFactor: true` turns it on for any account.
 */
export async function createUserWithSession(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
  options: { persistent?: boolean; twoFactor?: boolean } = {},
) {
  const { hashPassword } = await import('~/features/auth/password.server')
  const { createSession } = await import('~/features/auth/session.server')
  testPasswordHash ??= hashPassword(TEST_PASSWORD)
  const [user] = await db
    .insert(users)
    .values({
      email: `user.${randomBytes(5).toString('hex')}@example.com`,
      firstName: 'Jordan',
      lastName: 'Rivera',
      passwordHash: await testPasswordHash,
      ...overrides,
    })
    .returning()
  if (!user) throw new Error('user not inserted')
  const twoFactor = options.twoFactor ?? user.role === 'admin'
  const totpSecret = twoFactor ? await enableTwoFactor(db, user.id) : null
  const { token } = await createSession(db, user, {
    persistent: options.persistent ?? false,
    secure: false,
  })
  return {
    user,
    token,
    cookie: `ww_session=${token}`,
    authorization: `Bearer ${token}`,
    totpSecret,
  }
}
