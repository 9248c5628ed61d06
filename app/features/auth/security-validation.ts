import { parseWithZod } from '@conform-to/zod/v4'
import { ChangePasswordSchema } from './password-rules'
import {
  ConfirmEnrolmentSchema,
  DisableTwoFactorSchema,
  RegenerateRecoveryCodesSchema,
} from './two-factor/schema'

/**
 * The browser checks of the security forms, with the schemas their actions parse. Loaded on
 * demand (`useLazyValidation`), so the dashboard does not load Zod with the page.
 */
export const validateChangePassword = (formData: FormData) =>
  parseWithZod(formData, { schema: ChangePasswordSchema })

export const validateConfirmEnrolment = (formData: FormData) =>
  parseWithZod(formData, { schema: ConfirmEnrolmentSchema })

export const validateRegenerateRecoveryCodes = (formData: FormData) =>
  parseWithZod(formData, { schema: RegenerateRecoveryCodesSchema })

export const validateDisableTwoFactor = (formData: FormData) =>
  parseWithZod(formData, { schema: DisableTwoFactorSchema })
