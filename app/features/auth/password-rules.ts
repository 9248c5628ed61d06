import { z } from 'zod'
import { isCommonPassword } from './common-passwords'
import { PASSWORD_HINT } from './password-hint'

export { PASSWORD_HINT }
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** A new password (sign-up, reset): the seed's hint, enforced, plus a common-password check. */
export const NewPasswordSchema = z
  .string({ error: 'Enter a password' })
  .min(1, 'Enter a password')
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(
    (value) => value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\d/.test(value),
    PASSWORD_HINT,
  )
  .refine(
    (value) => !isCommonPassword(value),
    'That password is too common and easy to guess. Try a longer phrase of your own.',
  )

/** A password typed to sign in: only its presence and size are checked. */
export const CurrentPasswordSchema = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(PASSWORD_MAX_LENGTH, 'Enter your password')

/** Changing the password while signed in: the current one, and the new one twice. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(PASSWORD_MAX_LENGTH, 'Enter your current password'),
    newPassword: NewPasswordSchema,
    confirmPassword: z
      .string({ error: 'Enter the new password again' })
      .min(1, 'Enter the new password again'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords do not match',
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password other than your current one',
  })

export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>
