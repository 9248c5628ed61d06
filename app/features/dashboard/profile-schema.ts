import { z } from 'zod'
import { GoalsSchema, nameSchema } from '~/features/auth'

/**
 * The profile form on the dashboard: every field, as the form always sends them. In a module of
 * its own so that the browser's check of the form loads it without the calculators' schemas.
 */
export const ProfileFormSchema = z.object({
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  goals: GoalsSchema,
})

export type ProfileInput = z.infer<typeof ProfileFormSchema>
