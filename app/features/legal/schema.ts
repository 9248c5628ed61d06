import { z } from 'zod'
import { EmailSchema, HoneypotSchema } from '~/features/validation/fields'

export const OptOutSchema = z.object({
  email: EmailSchema,
  fullName: z.string().trim().max(120, 'Please keep your name under 120 characters').optional(),
  website: HoneypotSchema,
})
