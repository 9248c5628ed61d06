import { z } from 'zod'
import { CurrentPasswordSchema } from '../password-rules'
import { LoginSchema } from '../schema'

/** Recovery codes: 10 characters without look-alikes (no 0/o, 1/i/l), shown as xxxxx-xxxxx. */
export const RECOVERY_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz'
const RECOVERY_CODE = /^[23456789abcdefghjkmnpqrstuvwxyz]{10}$/
const TOTP_CODE = /^\d{6}$/

/** What the person typed, without the spaces and dashes apps and printouts put in codes. */
const squeezed = (value: string) => value.replace(/[\s-]/g, '').toLowerCase()

export const TOTP_CODE_HINT = 'Enter the 6-digit code from your authenticator app'

export const TotpCodeSchema = z
  .string({ error: TOTP_CODE_HINT })
  .max(20, TOTP_CODE_HINT)
  .transform(squeezed)
  .refine((code) => TOTP_CODE.test(code), TOTP_CODE_HINT)

export const RecoveryCodeSchema = z
  .string({ error: 'Enter one of your recovery codes' })
  .max(30, 'Enter one of your recovery codes, like abcde-23456')
  .transform(squeezed)
  .refine((code) => RECOVERY_CODE.test(code), 'Enter one of your recovery codes, like abcde-23456')

/** A second factor: a code from the app, or a recovery code in its place. */
export type SecondFactorAnswer = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string }

const ONE_BOX_HINT =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes'

/** The second step of a browser sign-in: one box takes either kind of code. */
export const SecondStepSchema = z.object({
  code: z
    .string({ error: ONE_BOX_HINT })
    .max(30, ONE_BOX_HINT)
    .transform(squeezed)
    .transform((code, ctx): SecondFactorAnswer => {
      if (TOTP_CODE.test(code)) return { kind: 'totp', code }
      if (RECOVERY_CODE.test(code)) return { kind: 'recovery', code }
      ctx.addIssue({ code: 'custom', message: ONE_BOX_HINT })
      return z.NEVER
    }),
})

/**
 * POST /api/auth/login and /api/ria/login: the sign-in form's fields, plus the second factor of
 * an account that uses two-step verification, sent with the password in the same request.
 */
export const ApiLoginSchema = LoginSchema.extend({
  totp: TotpCodeSchema.optional(),
  recoveryCode: RecoveryCodeSchema.optional(),
}).transform(({ totp, recoveryCode, ...login }) => ({
  ...login,
  secondFactor: totp
    ? ({ kind: 'totp', code: totp } as const)
    : recoveryCode
      ? ({ kind: 'recovery', code: recoveryCode } as const)
      : undefined,
}))

/** The security page's forms; their field names differ because they share one page. */
export const ConfirmEnrolmentSchema = z.object({ code: TotpCodeSchema })
export const RegenerateRecoveryCodesSchema = z.object({ regenerateCode: TotpCodeSchema })
export const DisableTwoFactorSchema = z.object({
  disablePassword: CurrentPasswordSchema,
  disableCode: TotpCodeSchema,
})
