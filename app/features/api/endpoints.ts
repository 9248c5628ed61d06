import { z } from 'zod'
import { AdvisorApplicationSchema } from '~/features/advisors'
import {
  AdvisorLeadDetailSchema,
  AdvisorLeadRowSchema,
  AdvisorSignedInSchema,
  AdvisorStatsSchema,
  LeadPageSchema,
} from '~/features/advisor-portal'
import {
  ContactSchema,
  LeadChangeSchema,
  LeadListQuerySchema,
  ReturnRequestSchema,
} from '~/features/advisor-portal'
import { EventBatchSchema } from '~/features/analytics'
import {
  ContactRequestAnswerSchema,
  ContactRequestSchema,
  LeadResponseSchema,
  SubmissionDocumentSchema,
} from '~/features/assessment'
import { MessageSchema, PublicUserSchema, SignedInSchema } from '~/features/auth'
import {
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignInLinkRequestSchema,
  SignupSchema,
  SocialProviderSchema,
} from '~/features/auth'
import { ApiLoginSchema } from '~/features/auth'
import {
  ApiPostSchema,
  CategoryPageSchema,
  PostPageSchema,
  PostSearchPageSchema,
  ViewCountSchema,
} from '~/features/blog'
import { pageQuerySchema } from '~/features/blog/index.server'
import { BlogPostInputSchema } from '~/features/blog'
import { SearchQuerySchema } from '~/features/blog'
import {
  AccountExportSchema,
  AccountUserSchema,
  CurrentUserSchema,
  SavedCalculationAnswerSchema,
  SavedCalculationResultSchema,
  UpdatedUserSchema,
} from '~/features/dashboard'
import {
  HistoryPageSchema,
  ProfileUpdateSchema,
  ReadinessScoreSchema,
  SaveCalculationSchema,
} from '~/features/dashboard'
import { NewsletterSubscribeSchema } from '~/features/newsletter'
import type { ApiComponents, ApiPath } from './openapi'

/**
 * Every endpoint under /api, as app/routes.ts lists them, with the schemas its route parses with
 * and answers. A test fails when a route in routes.ts (or a method its module answers) is missing
 * here. The document itself is built by `buildOpenApiDocument` in openapi.ts.
 */

const OkMessageSchema = z.object({ ok: z.literal(true), message: z.string() })
const NO_CONTENT = { description: 'Done; no body.' }
const REDIRECT = {
  description: 'A redirect (Location header) the browser follows.',
  headers: { Location: 'Where to go next.' },
}
const idParam = (description: string) => ({ schema: z.uuid(), description })
const ApplicationReceivedSchema = z.object({ id: z.uuid(), message: z.string() })

/** The answers written once in the document, by name, and referred to wherever they appear. */
export const API_COMPONENTS: ApiComponents = {
  Message: MessageSchema,
  OkMessage: OkMessageSchema,
  PublicUser: PublicUserSchema,
  SignedIn: SignedInSchema,
  AccountUser: AccountUserSchema,
  CurrentUser: CurrentUserSchema,
  UpdatedUser: UpdatedUserSchema,
  SavedCalculation: SavedCalculationAnswerSchema,
  SavedCalculationResult: SavedCalculationResultSchema,
  AccountExport: AccountExportSchema,
  LeadResponse: LeadResponseSchema,
  ContactRequestAnswer: ContactRequestAnswerSchema,
  ApplicationReceived: ApplicationReceivedSchema,
  AdvisorSignedIn: AdvisorSignedInSchema,
  AdvisorLeadRow: AdvisorLeadRowSchema,
  LeadPage: LeadPageSchema,
  AdvisorLeadDetail: AdvisorLeadDetailSchema,
  AdvisorStats: AdvisorStatsSchema,
  Post: ApiPostSchema,
  PostPage: PostPageSchema,
  PostSearchPage: PostSearchPageSchema,
  CategoryPage: CategoryPageSchema,
  ViewCount: ViewCountSchema,
}

export const API_ENDPOINTS: readonly ApiPath[] = [
  {
    path: '/api/auth/signup',
    operations: [
      {
        method: 'post',
        summary: 'Open an account',
        description:
          'The same answer for every address: a new address gets a link that confirms it and signs the new account in; an address with an account gets an email saying so.',
        auth: 'none',
        body: { schema: SignupSchema },
        responses: { 202: { description: 'The emails are on their way.', schema: MessageSchema } },
      },
    ],
  },
  {
    path: '/api/auth/login',
    operations: [
      {
        method: 'post',
        summary: 'Sign in',
        description:
          'Sets the session cookie (30 days with rememberMe) and answers its token, which also works as a bearer token. An account with two-step verification sends `totp` or `recoveryCode` with the password.',
        auth: 'none',
        body: { schema: ApiLoginSchema },
        responses: { 200: { description: 'Signed in.', schema: SignedInSchema } },
        errors: {
          401: 'The email or password is wrong, or (with `twoFactorRequired: true`) the second factor is missing or wrong.',
          409: 'The account cannot sign in this way yet (the message says why).',
          429: 'Too many failed attempts for this account or address; Retry-After says when to try again.',
        },
      },
    ],
  },
  {
    path: '/api/auth/logout',
    operations: [
      {
        method: 'post',
        summary: 'Sign out',
        auth: 'optional',
        query: z.object({
          everywhere: z
            .string()
            .optional()
            .describe('`true` ends every session of the account, not only this one.'),
        }),
        responses: { 200: { description: 'Signed out.', schema: MessageSchema } },
      },
    ],
  },
  {
    path: '/api/auth/forgot-password',
    operations: [
      {
        method: 'post',
        summary: 'Email a password-reset link',
        description:
          'The same answer whether or not the address has an account; the link is valid for 1 hour.',
        auth: 'none',
        body: { schema: ForgotPasswordSchema },
        responses: { 202: { description: 'Sent if the account exists.', schema: MessageSchema } },
      },
    ],
  },
  {
    path: '/api/auth/reset-password',
    operations: [
      {
        method: 'post',
        summary: 'Set a new password with an emailed token',
        description: 'The token works once; every session of the account ends.',
        auth: 'none',
        body: { schema: ResetPasswordSchema },
        responses: { 200: { description: 'Password changed.', schema: MessageSchema } },
        errors: {
          400: 'A field is not valid, or the token is unknown, used or expired (fieldErrors.token).',
        },
      },
    ],
  },
  {
    path: '/api/auth/resend-verification',
    operations: [
      {
        method: 'post',
        summary: 'Email a new address-confirmation link',
        auth: 'user',
        responses: { 202: { description: 'Sent.', schema: MessageSchema } },
        errors: { 409: 'The address is already confirmed.' },
      },
    ],
  },
  {
    path: '/api/auth/sign-in-link',
    operations: [
      {
        method: 'post',
        summary: 'Email a sign-in link',
        description:
          'The same answer whether or not the address has an account; the link works once, for 15 minutes.',
        auth: 'none',
        body: { schema: SignInLinkRequestSchema },
        responses: { 202: { description: 'Sent if the account exists.', schema: MessageSchema } },
      },
    ],
  },
  {
    path: '/api/auth/:provider',
    params: { provider: { schema: SocialProviderSchema, description: 'The sign-in provider.' } },
    operations: [
      {
        method: 'get',
        summary: 'Start social sign-in',
        description: 'A full-page navigation: sends the browser to the provider.',
        auth: 'none',
        query: z.object({
          redirect: z.string().optional().describe('A path on this site to land on afterwards.'),
        }),
        responses: { 302: REDIRECT },
        errors: { 404: 'The provider is unknown or not configured on this site.' },
      },
    ],
  },
  {
    path: '/api/auth/:provider/callback',
    params: { provider: { schema: SocialProviderSchema, description: 'The sign-in provider.' } },
    operations: [
      {
        method: 'get',
        summary: 'Where the provider sends the browser back',
        description:
          'Signs the visitor in and redirects to where they were heading, or back to /login with the reason.',
        auth: 'none',
        responses: { 302: REDIRECT },
        errors: { 404: 'The provider is unknown or not configured on this site.' },
      },
    ],
  },
  {
    path: '/api/user/me',
    operations: [
      {
        method: 'get',
        summary: 'The signed-in user',
        auth: 'user',
        responses: { 200: { description: 'The account.', schema: CurrentUserSchema } },
      },
    ],
  },
  {
    path: '/api/user/profile',
    operations: [
      {
        method: 'put',
        summary: 'Change the profile',
        description: 'Any of firstName, lastName and goals; the email cannot be changed here.',
        auth: 'user',
        body: { schema: ProfileUpdateSchema },
        responses: { 200: { description: 'Updated.', schema: UpdatedUserSchema } },
      },
    ],
  },
  {
    path: '/api/user/calculator-history',
    operations: [
      {
        method: 'get',
        summary: 'The user’s saved calculations, newest first',
        auth: 'user',
        query: HistoryPageSchema,
        responses: {
          200: {
            description: 'A list.',
            schema: z.array(SavedCalculationAnswerSchema),
            headers: { 'X-Total-Count': 'How many the user has saved in all.' },
          },
        },
      },
      {
        method: 'post',
        summary: 'Save a calculation',
        description:
          '`data` is `{inputs: <share query string>}` or a flat object of the calculator’s inputs. The same result as the latest saved for that calculator is not stored again.',
        auth: 'user',
        body: { schema: SaveCalculationSchema },
        responses: {
          201: { description: 'Saved.', schema: SavedCalculationResultSchema },
          200: {
            description: 'The same as the latest saved: that item, `duplicate: true`.',
            schema: SavedCalculationResultSchema,
          },
        },
      },
    ],
  },
  {
    path: '/api/user/calculator-history/:id',
    params: { id: { schema: z.string(), description: 'The saved calculation’s id.' } },
    operations: [
      {
        method: 'delete',
        summary: 'Delete a saved calculation',
        auth: 'user',
        responses: { 204: NO_CONTENT },
        errors: { 404: 'The user has no saved calculation with this id.' },
      },
    ],
  },
  {
    path: '/api/user/investment-readiness',
    operations: [
      {
        method: 'put',
        summary: 'Record a readiness score',
        auth: 'user',
        body: { schema: ReadinessScoreSchema },
        responses: { 200: { description: 'Saved.', schema: UpdatedUserSchema } },
      },
    ],
  },
  {
    path: '/api/user/export',
    operations: [
      {
        method: 'get',
        summary: 'Download everything held about the user',
        auth: 'user',
        responses: {
          200: {
            description: 'A JSON file (Content-Disposition: attachment).',
            schema: AccountExportSchema,
            headers: { 'Content-Disposition': 'attachment; filename="wealthward-my-data-….json"' },
          },
        },
      },
    ],
  },
  {
    path: '/api/leads/capture',
    operations: [
      {
        method: 'post',
        summary: 'Submit the readiness assessment',
        description:
          'Scores the answers; with `matching: "advisors"` (the default) stores the lead with its consent record and matches advisors, with `"score-only"` stores nothing. 201 with the same keys for a new address and a known one. Sets the lead cookie that proves this browser owns the lead.',
        auth: 'optional',
        body: { schema: SubmissionDocumentSchema },
        headers: {
          'Idempotency-Key': {
            description:
              'Makes a retry safe: the same key and body within 24 hours answers the first answer again (Idempotent-Replayed: true).',
            schema: z.string(),
          },
          'Sec-GPC': {
            description: '`1`: the browser’s Global Privacy Control; no advisor is matched.',
            schema: z.string(),
          },
        },
        responses: {
          201: {
            description: 'Scored (and stored and matched, unless score-only).',
            schema: LeadResponseSchema,
            headers: { 'Idempotent-Replayed': '`true` when this answers an earlier request.' },
          },
        },
        errors: {
          400: 'A field is not valid (fieldErrors), the Idempotency-Key is malformed, or the submission cannot be accepted.',
          422: 'The Idempotency-Key was used with another body.',
        },
      },
    ],
  },
  {
    path: '/api/leads/:leadId/contact-request',
    params: { leadId: idParam('The lead’s id, from the capture answer.') },
    operations: [
      {
        method: 'post',
        summary: 'Ask a matched advisor to make contact',
        auth: 'lead-owner',
        body: { schema: ContactRequestSchema },
        responses: {
          201: { description: 'Recorded.', schema: ContactRequestAnswerSchema },
          200: { description: 'Already recorded.', schema: ContactRequestAnswerSchema },
        },
        errors: {
          404: 'No such lead (or no proof of owning it), or the advisor is not matched with it.',
          409: 'Contact requests are for leads the advisor can act on now.',
        },
      },
    ],
  },
  {
    path: '/api/newsletter/subscribe',
    operations: [
      {
        method: 'post',
        summary: 'Subscribe to the newsletter',
        description:
          'The same answer whether the address was new or known. The body may be JSON or form-encoded; `returnTo` is read only by the site’s own forms, which post to the /newsletter page.',
        auth: 'none',
        body: { schema: NewsletterSubscribeSchema, form: true },
        responses: {
          200: { description: 'Subscribed (or already).', schema: OkMessageSchema },
        },
      },
    ],
  },
  {
    path: '/api/newsletter/unsubscribe',
    operations: [
      {
        method: 'post',
        summary: 'One-click unsubscribe (RFC 8058)',
        auth: 'none',
        query: z.object({
          token: z.string().describe('The token from the email’s List-Unsubscribe link.'),
        }),
        responses: { 200: { description: 'Unsubscribed.', schema: OkMessageSchema } },
        errors: { 404: 'The token is not known.' },
      },
    ],
  },
  {
    path: '/api/ria/applications',
    operations: [
      {
        method: 'post',
        summary: 'Apply to join as an advisor firm',
        auth: 'none',
        body: { schema: AdvisorApplicationSchema },
        responses: {
          201: {
            description: 'Received; an administrator reviews it.',
            schema: ApplicationReceivedSchema,
          },
        },
      },
    ],
  },
  {
    path: '/api/ria/login',
    operations: [
      {
        method: 'post',
        summary: 'Sign in as an advisor',
        description:
          'As /api/auth/login, for advisor accounts only: any other account gets the same 401 as a wrong password.',
        auth: 'none',
        body: { schema: ApiLoginSchema },
        responses: { 200: { description: 'Signed in.', schema: AdvisorSignedInSchema } },
        errors: {
          401: 'The email or password is wrong, the account is not an advisor’s, or (with `twoFactorRequired: true`) the second factor is missing or wrong.',
          403: 'The advisor account is not linked to an advisor record. Also: a write from another site’s page.',
          409: 'The account cannot sign in this way yet (the message says why).',
          429: 'Too many failed attempts for this account or address; Retry-After says when to try again.',
        },
      },
    ],
  },
  {
    path: '/api/ria/leads',
    operations: [
      {
        method: 'get',
        summary: 'A page of the advisor’s leads',
        auth: 'advisor',
        query: LeadListQuerySchema,
        responses: { 200: { description: 'One page, from 0.', schema: LeadPageSchema } },
      },
    ],
  },
  {
    path: '/api/ria/leads.csv',
    operations: [
      {
        method: 'get',
        summary: 'Every lead the filters select, as CSV',
        auth: 'advisor',
        query: LeadListQuerySchema,
        ignoredQuery: ['page', 'size'],
        responses: {
          200: {
            description: 'A CSV file (Content-Disposition: attachment).',
            mediaType: 'text/csv',
            schema: z.string(),
          },
        },
      },
    ],
  },
  {
    path: '/api/ria/leads/:id',
    params: { id: { schema: z.string(), description: 'The lead’s id.' } },
    operations: [
      {
        method: 'get',
        summary: 'One of the advisor’s leads, with its consent and history',
        auth: 'advisor',
        responses: { 200: { description: 'The lead.', schema: AdvisorLeadDetailSchema } },
        errors: { 404: 'The advisor has no such lead.' },
      },
      {
        method: 'patch',
        summary: 'Move a lead along the pipeline, note, or schedule a meeting',
        auth: 'advisor',
        body: { schema: LeadChangeSchema },
        responses: { 200: { description: 'The lead.', schema: AdvisorLeadDetailSchema } },
        errors: {
          400: 'A field is not valid, nothing to change, or CONVERTED without expectedAnnualRevenue.',
          404: 'The advisor has no such lead.',
          409: 'The pipeline does not allow this move.',
        },
      },
    ],
  },
  {
    path: '/api/ria/leads/:id/contact',
    params: { id: { schema: z.string(), description: 'The lead’s id.' } },
    operations: [
      {
        method: 'post',
        summary: 'Record that the advisor emailed or called',
        description: 'A NEW lead becomes CONTACTED.',
        auth: 'advisor',
        body: { schema: ContactSchema },
        responses: { 200: { description: 'The lead.', schema: AdvisorLeadDetailSchema } },
        errors: {
          404: 'The advisor has no such lead.',
          409: 'A call without the visitor’s phone consent.',
        },
      },
    ],
  },
  {
    path: '/api/ria/leads/:id/return',
    params: { id: { schema: z.string(), description: 'The lead’s id.' } },
    operations: [
      {
        method: 'post',
        summary: 'Ask for a lead to be credited',
        description: 'One request per lead; an administrator decides it.',
        auth: 'advisor',
        body: { schema: ReturnRequestSchema },
        responses: { 201: { description: 'The lead.', schema: AdvisorLeadDetailSchema } },
        errors: {
          404: 'The advisor has no such lead.',
          409: 'A return was already asked for.',
        },
      },
    ],
  },
  {
    path: '/api/ria/stats',
    operations: [
      {
        method: 'get',
        summary: 'The advisor dashboard’s figures',
        auth: 'advisor',
        responses: { 200: { description: 'The figures.', schema: AdvisorStatsSchema } },
      },
    ],
  },
  {
    path: '/api/blog',
    operations: [
      {
        method: 'post',
        summary: 'Create a post',
        description:
          'The body is sanitised (Markdown rendered, then sanitised); the audit log records it.',
        auth: 'admin',
        body: { schema: BlogPostInputSchema },
        responses: {
          201: {
            description: 'Created.',
            schema: ApiPostSchema,
            headers: { Location: 'The post’s address in this API.' },
          },
        },
        errors: { 409: 'A bundled article or another post uses this slug.' },
      },
    ],
  },
  {
    path: '/api/blog/published',
    operations: [
      {
        method: 'get',
        summary: 'Every published post, newest first',
        auth: 'none',
        query: pageQuerySchema(100),
        responses: { 200: { description: 'One page, from 0.', schema: PostPageSchema } },
      },
    ],
  },
  {
    path: '/api/blog/search',
    operations: [
      {
        method: 'get',
        summary: 'Search the published posts, best match first',
        auth: 'none',
        query: z.object({ query: SearchQuerySchema }).extend(pageQuerySchema(100).shape),
        responses: { 200: { description: 'One page, from 0.', schema: PostSearchPageSchema } },
        errors: {
          400: 'The query is empty, over 100 characters, holds a control character or has no letter or number; or page/size is not valid.',
        },
      },
    ],
  },
  {
    path: '/api/blog/category/:category',
    params: {
      category: { schema: z.string(), description: 'The category’s slug: debt-elimination, …' },
    },
    operations: [
      {
        method: 'get',
        summary: 'One category’s posts, newest first',
        auth: 'none',
        query: pageQuerySchema(10),
        responses: { 200: { description: 'One page, from 0.', schema: CategoryPageSchema } },
        errors: { 404: 'No such category; the body lists them in `categories`.' },
      },
    ],
  },
  {
    path: '/api/blog/slug/:slug',
    operations: [
      {
        method: 'get',
        summary: 'One published post',
        auth: 'none',
        responses: { 200: { description: 'The post.', schema: ApiPostSchema } },
        errors: { 404: 'Post not found.' },
      },
    ],
  },
  {
    path: '/api/blog/slug/:slug/view',
    operations: [
      {
        method: 'post',
        summary: 'Count a view',
        description: 'Once per visitor session; bots are answered but not counted.',
        auth: 'none',
        responses: { 200: { description: 'The count.', schema: ViewCountSchema } },
        errors: { 404: 'Post not found.' },
      },
    ],
  },
  {
    path: '/api/blog/:id',
    params: { id: { schema: z.string(), description: 'The post’s numeric id.' } },
    operations: [
      {
        method: 'put',
        summary: 'Replace a stored post',
        auth: 'admin',
        body: { schema: BlogPostInputSchema },
        responses: { 200: { description: 'The post.', schema: ApiPostSchema } },
        errors: {
          404: 'Post not found.',
          409: 'A bundled article (changed in content/blog, not here), or the slug is taken.',
        },
      },
      {
        method: 'delete',
        summary: 'Delete a stored post',
        auth: 'admin',
        responses: { 204: NO_CONTENT },
        errors: {
          404: 'Post not found.',
          409: 'A bundled article (changed in content/blog, not here).',
        },
      },
    ],
  },
  {
    path: '/api/analytics/events',
    operations: [
      {
        method: 'post',
        summary: 'Send a batch of engagement events',
        description:
          'Also accepted as text/plain holding the JSON (`navigator.sendBeacon`). Nothing is stored under Global Privacy Control, Do Not Track or the opt-out cookie, nor for bots.',
        auth: 'none',
        body: { schema: EventBatchSchema, textPlain: true },
        responses: { 204: NO_CONTENT },
      },
    ],
  },
  {
    path: '/api/openapi.json',
    operations: [
      {
        method: 'get',
        summary: 'This document',
        auth: 'none',
        responses: {
          200: {
            description: 'The OpenAPI 3.1 document of this API.',
            schema: z.record(z.string(), z.unknown()),
          },
        },
      },
    ],
  },
]
