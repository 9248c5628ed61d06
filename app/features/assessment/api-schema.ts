import { z } from 'zod'
import { AssessmentSchema, MATCHING_CHOICES, ScoreOnlySchema } from './schema'

/**
 * The lead API's shapes beside schema.ts: the contact request, and what the endpoints answer.
 * Kept equal to what the routes build by a type test in features/api/openapi.test.ts.
 */

/** POST /api/leads/{leadId}/contact-request. */
export const ContactRequestSchema = z.object({
  advisorId: z.uuid({ error: 'advisorId must be an advisor id' }),
})

export const ContactRequestAnswerSchema = z.object({
  ok: z.literal(true),
  status: z.enum(['recorded', 'already-recorded']),
})

/**
 * POST /api/leads/capture as a client writes it. The endpoint parses with SubmissionApiSchema,
 * which picks one of these two object schemas by `matching` in code; this is that choice written
 * as a union of the same two schemas, for the document.
 */
export const SubmissionDocumentSchema = z.union([
  AssessmentSchema.extend({ matching: z.literal(MATCHING_CHOICES[1]).optional() }),
  ScoreOnlySchema.extend({ matching: z.literal(MATCHING_CHOICES[0]) }),
])

const MatchedAdvisorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  firm: z.string(),
  crd: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  website: z.string().nullable(),
  bio: z.string().nullable(),
  reasons: z.array(z.string()),
})

/** The lead response: the same keys for a new address, a known one and a score-only answer. */
export const LeadResponseSchema = z.object({
  score: z.number(),
  readinessLevel: z.enum([
    'Investment Ready',
    'Nearly Ready',
    'Building Foundations',
    'Getting Started',
  ]),
  recommendation: z.string(),
  nextStep: z.object({
    step: z.literal([1, 2, 3, 4, 5, 6]),
    title: z.string(),
    link: z.object({ href: z.string(), label: z.string() }),
  }),
  scoreBreakdown: z.object({
    emergencyFund: z.number(),
    debtManagement: z.number(),
    cashFlow: z.number(),
    creditHealth: z.number(),
  }),
  actionItems: z.array(z.string()),
  leadId: z.uuid().nullable().describe('Null for a score-only answer, which stores no lead.'),
  matching: z.enum(MATCHING_CHOICES),
  category: z.enum(['HOT', 'WARM', 'COLD']),
  matchedRIA: MatchedAdvisorSchema.nullable(),
  matchedAdvisors: z.array(MatchedAdvisorSchema),
  matchingWithheld: z
    .enum(['gpc', 'see-email'])
    .nullable()
    .describe(
      'Why a visitor who could have been matched was not: their browser’s Global Privacy Control, or see the email sent.',
    ),
})
