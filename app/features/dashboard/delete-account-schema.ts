import { z } from 'zod'
import { CurrentPasswordSchema } from '~/features/auth'
import { checkbox } from '~/features/auth'
import { DELETE_CONFIRMATION_WORD } from './delete-confirmation'

// In a module of its own: the delete-account page checks it in the browser too, without the
// calculators' schemas that the rest of the dashboard's schemas bring.

const understood = checkbox.refine(
  (ticked) => ticked,
  'Tick the box to confirm that you want to delete your account',
)
const unsubscribe = z.preprocess((value) => value ?? false, checkbox)

/**
 * Deleting an account: the box ticked, plus the password for an account that has one, or the
 * word DELETE typed for one that signs in only with Google or Facebook.
 */
export function deleteAccountSchema(hasPassword: boolean) {
  return hasPassword
    ? z.object({
        understood,
        unsubscribe,
        password: CurrentPasswordSchema,
      })
    : z.object({
        understood,
        unsubscribe,
        confirmation: z
          .string({ error: `Type ${DELETE_CONFIRMATION_WORD} to confirm` })
          .trim()
          .refine(
            (word) => word === DELETE_CONFIRMATION_WORD,
            `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
          ),
      })
}
