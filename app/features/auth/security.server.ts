import { data } from 'react-router'
import type { Database } from '~/db/client.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { problemsOf } from '~/lib/form-answer'
import { readFormData } from '~/lib/http/form.server'
import { changePassword, otherSessionCount, signOutOtherSessions } from './password-change.server'
import { ChangePasswordSchema } from './password-rules'
import { roleOf, type CurrentSession } from './session.server'
import {
  ConfirmEnrolmentSchema,
  DisableTwoFactorSchema,
  RegenerateRecoveryCodesSchema,
} from './two-factor/schema'
import {
  canUseTwoFactor,
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from './two-factor/two-factor.server'

/** What a security page shows: sign-ins elsewhere, and two-step verification for staff. */
export async function loadSecurity(db: Database, session: CurrentSession) {
  const { user } = session
  return {
    email: user.email,
    role: roleOf(user),
    hasPassword: user.passwordHash !== null,
    otherSessions: await otherSessionCount(db, session),
    twoFactor: canUseTwoFactor(user.role) ? await twoFactorStatus(db, user) : null,
  }
}

export type SecurityData = Awaited<ReturnType<typeof loadSecurity>>

export const SECURITY_INTENTS = [
  'change-password',
  'sign-out-others',
  'start-two-factor',
  'confirm-two-factor',
  'regenerate-recovery-codes',
  'disable-two-factor',
] as const

export type SecurityIntent = (typeof SECURITY_INTENTS)[number]

export const isSecurityIntent = (value: unknown): value is SecurityIntent =>
  (SECURITY_INTENTS as readonly unknown[]).includes(value)

/**
 * What a security form gets back: a message for its section and, when refused, the form's answer
 * (`FormAnswer`: the fields to fix, or the problem with the whole form; nothing typed is sent
 * back, since every field is a password or a code), and new recovery codes.
 */
export interface SecurityActionData {
  intent: SecurityIntent | null
  ok: boolean
  message: string
  fieldErrors?: Record<string, string>
  formError?: string | null
  values?: Record<string, unknown> | null
  /** Recovery codes, shown this once after they are made. */
  recoveryCodes?: string[]
}

type Answer = { body: SecurityActionData; status: number; retryAfterSeconds?: number }

/**
 * The forms of the security pages (the dashboard's for visitors, /ria/security, /admin/security),
 * told apart by `intent`. Two-step verification is for advisors and administrators only.
 */
export async function runSecurityIntent(
  db: Database,
  intent: SecurityIntent,
  formData: FormData,
  session: CurrentSession,
): Promise<Answer> {
  const { user } = session
  const done = (message: string, extra: Partial<SecurityActionData> = {}): Answer => ({
    body: { intent, ok: true, message, ...extra },
    status: 200,
  })
  const failed = (
    status: number,
    message: string,
    fieldErrors?: Record<string, string>,
    retryAfterSeconds?: number,
  ): Answer => {
    // A problem with a field is shown at the field; any other is the form's.
    const formError = fieldErrors && Object.keys(fieldErrors).length ? null : message
    return {
      body: { intent, ok: false, message, fieldErrors, formError, values: null },
      status,
      retryAfterSeconds,
    }
  }

  switch (intent) {
    case 'change-password': {
      const parsed = parseWithZod(formData, { schema: ChangePasswordSchema })
      if (parsed.status !== 'success')
        return failed(400, 'Your password was not changed.', problemsOf(parsed).fieldErrors)
      const outcome = await changePassword(db, session, parsed.value)
      if (!outcome.ok) {
        const fieldErrors = outcome.field ? { [outcome.field]: outcome.message } : undefined
        return failed(outcome.status, outcome.message, fieldErrors, outcome.retryAfterSeconds)
      }
      const others = outcome.otherSessionsEnded
      return done(
        `Your password is changed.${others ? ` ${others === 1 ? 'One other session was' : `${others} other sessions were`} signed out.` : ''} We have emailed you a note of the change.`,
      )
    }
    case 'sign-out-others': {
      const ended = await signOutOtherSessions(db, session)
      return done(
        ended === 0
          ? 'You were not signed in anywhere else.'
          : `Signed out of ${ended === 1 ? '1 other session' : `${ended} other sessions`}. This one stays signed in.`,
      )
    }
  }

  if (!canUseTwoFactor(user.role))
    return failed(403, 'Two-step verification is for advisor and administrator accounts.')
  switch (intent) {
    case 'start-two-factor': {
      const outcome = await startEnrolment(db, user.id)
      return outcome.ok
        ? done('Scan the QR code with your authenticator app, then enter the code it shows.')
        : failed(outcome.status, outcome.message)
    }
    case 'confirm-two-factor': {
      const parsed = parseWithZod(formData, { schema: ConfirmEnrolmentSchema })
      if (parsed.status !== 'success')
        return failed(400, 'Two-step verification is not on yet.', problemsOf(parsed).fieldErrors)
      const outcome = await confirmEnrolment(db, user.id, parsed.value.code)
      if (!outcome.ok)
        return failed(
          outcome.status,
          outcome.message,
          outcome.field ? { code: outcome.message } : undefined,
          outcome.retryAfterSeconds,
        )
      return done('Two-step verification is on. Save your recovery codes now.', {
        recoveryCodes: outcome.recoveryCodes,
      })
    }
    case 'regenerate-recovery-codes': {
      const parsed = parseWithZod(formData, { schema: RegenerateRecoveryCodesSchema })
      if (parsed.status !== 'success')
        return failed(400, 'No new recovery codes were made.', problemsOf(parsed).fieldErrors)
      const outcome = await regenerateRecoveryCodes(db, user.id, parsed.value.regenerateCode)
      if (!outcome.ok)
        return failed(
          outcome.status,
          outcome.message,
          { regenerateCode: outcome.message },
          outcome.retryAfterSeconds,
        )
      return done('Here are your new recovery codes. The earlier ones no longer work.', {
        recoveryCodes: outcome.recoveryCodes,
      })
    }
    case 'disable-two-factor': {
      const parsed = parseWithZod(formData, { schema: DisableTwoFactorSchema })
      if (parsed.status !== 'success')
        return failed(400, 'Two-step verification is still on.', problemsOf(parsed).fieldErrors)
      const outcome = await disableTwoFactor(db, user, {
        password: parsed.value.disablePassword,
        code: parsed.value.disableCode,
      })
      if (!outcome.ok) {
        const field =
          outcome.field === 'password' ? 'disablePassword' : outcome.field ? 'disableCode' : null
        return failed(
          outcome.status,
          outcome.message,
          field ? { [field]: outcome.message } : undefined,
          outcome.retryAfterSeconds,
        )
      }
      return done('Two-step verification is off. Your recovery codes no longer work.')
    }
  }
}

/** A security form's answer as a route action returns it. */
export function securityAnswer({ body, status, retryAfterSeconds }: Answer) {
  return data(body, {
    status,
    headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  })
}

/** For /ria/security and /admin/security: reads the form and runs its intent. */
export async function securityAction(db: Database, request: Request, session: CurrentSession) {
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  if (!isSecurityIntent(intent))
    return securityAnswer({
      body: { intent: null, ok: false, message: 'Unknown request.' },
      status: 400,
    })
  return securityAnswer(await runSecurityIntent(db, intent, formData, session))
}
