import { z } from 'zod'

/**
 * What the account API answers (beside the request schemas in schema.ts), for the OpenAPI
 * document. Kept equal to what the routes build by a type test in features/api/openapi.test.ts.
 */
export const PublicUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  initials: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(['user', 'advisor', 'admin']),
  goals: z.array(z.string()),
  investmentReadinessScore: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
})

/** POST /api/auth/login. */
export const SignedInSchema = z.object({
  user: PublicUserSchema,
  token: z.string().describe('The session token, for `Authorization: Bearer <token>`.'),
  message: z.string(),
})

/** An answer that is only a sentence to show (202 for the emailing endpoints). */
export const MessageSchema = z.object({ message: z.string() })
