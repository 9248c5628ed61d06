import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { expect, expectTypeOf, test } from 'vitest'
import type { z } from 'zod'
import type { advisorProfile } from '~/features/advisor-portal/index.server'
import type {
  AdvisorLeadDetailSchema,
  AdvisorLeadRowSchema,
  AdvisorSignedInSchema,
  AdvisorStatsSchema,
  LeadPageSchema,
} from '~/features/advisor-portal'
import type {
  AdvisorLeadDetail,
  AdvisorLeadRow,
  AdvisorStats,
  LeadPage,
} from '~/features/advisor-portal'
import { parseBatch } from '~/features/analytics'
import type { LeadResponseSchema } from '~/features/assessment'
import type { LeadResponse } from '~/features/leads'
import { SubmissionApiSchema } from '~/features/assessment'
import type { PublicUserSchema } from '~/features/auth'
import type { publicUser } from '~/features/auth/index.server'
import type { ApiPostSchema } from '~/features/blog'
import type { apiPost } from '~/features/blog/index.server'
import type { AccountUserSchema, SavedCalculationAnswerSchema } from '~/features/dashboard'
import type { SavedCalculation } from '~/features/dashboard/index.server'
import type { accountUser } from '~/features/dashboard/index.server'
import { API_COMPONENTS, API_ENDPOINTS } from './endpoints'
import { jsonError, methodNotAllowed } from '~/lib/http/json.server'
import { ApiErrorSchema, buildOpenApiDocument, type HttpMethod } from './openapi'

const document = buildOpenApiDocument(
  API_ENDPOINTS,
  {
    siteUrl: 'https://wealthward.example',
    sessionCookie: '__Host-ww_session',
    leadCookie: '__Host-ww_lead',
  },
  API_COMPONENTS,
)

type Operation = {
  requestBody?: { content: Record<string, { schema: object }> }
  responses: Record<string, { content?: Record<string, { schema: object }> }>
}
const paths = document.paths as Record<string, Record<string, Operation>>

test('the document is valid OpenAPI 3.1', async () => {
  const validator = new Validator()
  const result = await validator.validate(structuredClone(document))
  expect(result.errors ?? []).toEqual([])
  expect(result.valid).toBe(true)
  expect(validator.version).toBe('3.1')
})

test('paths are written with {param}, not :param', () => {
  expect(Object.keys(paths)).toContain('/api/ria/leads/{id}')
  expect(Object.keys(paths)).toContain('/api/leads/{leadId}/contact-request')
  for (const path of Object.keys(paths)) expect(path).not.toMatch(/:/)
})

test('a named answer is written once and referred to by name', () => {
  const schemas = (document.components as { schemas: Record<string, { properties: object }> })
    .schemas
  expect(Object.keys(schemas)).toEqual(['Error', ...Object.keys(API_COMPONENTS)])
  expect(paths['/api/blog/slug/{slug}']!.get!.responses['200']!.content).toEqual({
    'application/json': { schema: { $ref: '#/components/schemas/Post' } },
  })
  expect(schemas.PostPage!.properties).toMatchObject({
    content: { type: 'array', items: { $ref: '#/components/schemas/Post' } },
  })
})

test('every 4xx answer is the shared error body', () => {
  let count = 0
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations))
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('4')) continue
        count++
        expect(response.content).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/Error' } },
        })
      }
  expect(count).toBeGreaterThan(100)
})

test('the error schema describes what jsonError and methodNotAllowed answer', async () => {
  const bodies = [
    await jsonError(404, 'No such API endpoint.').json(),
    await jsonError(400, 'Some fields need your attention.', {
      fieldErrors: { email: 'x' },
    }).json(),
    await jsonError(429, 'Too many.', { retryAfterSeconds: 30 }).json(),
    await methodNotAllowed(['GET']).json(),
  ]
  for (const body of bodies) expect(ApiErrorSchema.safeParse(body).success).toBe(true)
  const ajv = new Ajv2020({ strict: false, validateFormats: false })
  const validate = ajv.compile(
    (document.components as { schemas: { Error: object } }).schemas.Error,
  )
  for (const body of bodies) expect(validate(body)).toBe(true)
  expect(validate({ message: 'no error field' })).toBe(false)
})

const email = 'ada@example.com'
const password = 'correct horse 42 battery'
const login = { valid: { email, password, rememberMe: true }, invalid: { email, password: 7 } }
const assessment = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  age: 36,
  city: 'Austin',
  state: 'TX',
  annualIncome: 85000,
  totalDebt: 12000,
  emergencyFund: 9000,
  monthlyExpenses: 3500,
  investableAssets: 60000,
}
const post = {
  slug: 'a-new-post',
  title: 'A plan for your first budget',
  category: 'Budgeting',
  metaDescription: 'How to write a first budget that lasts beyond the first month, step by step.',
  excerpt: 'A first budget, step by step.',
  keywords: ['budget'],
  markdown: 'A budget is a plan for your money.',
}

/**
 * A body each endpoint takes and one it refuses: the document's schema and the endpoint's own Zod
 * schema must agree on both. An endpoint with a body and no sample here fails the test.
 */
const SAMPLES: Record<string, { valid: object; invalid: object }> = {
  'post /api/auth/signup': {
    valid: { firstName: 'Ada', lastName: 'Lovelace', email, password, agreeToTerms: true },
    invalid: { firstName: 'Ada', lastName: 'Lovelace', email, agreeToTerms: true },
  },
  'post /api/auth/login': login,
  'post /api/ria/login': login,
  'post /api/auth/forgot-password': { valid: { email }, invalid: {} },
  'post /api/auth/sign-in-link': { valid: { email }, invalid: { email: ['x'] } },
  'post /api/auth/reset-password': {
    valid: { token: 'a-token-from-the-email', password },
    invalid: { token: '', password },
  },
  'put /api/user/profile': { valid: { firstName: 'Ada' }, invalid: { email } },
  'put /api/user/investment-readiness': { valid: { score: 72 }, invalid: { score: 101 } },
  'post /api/user/calculator-history': {
    valid: { calculatorType: 'compound', data: { inputs: 'principal=1000' } },
    invalid: { calculatorType: 'compound' },
  },
  'post /api/leads/capture': {
    valid: assessment,
    invalid: { ...assessment, age: 17 },
  },
  'post /api/leads/{leadId}/contact-request': {
    valid: { advisorId: '0b5f7c3e-2d4a-4f6b-9c8d-1e2f3a4b5c6d' },
    invalid: { advisorId: 'someone' },
  },
  'post /api/newsletter/subscribe': {
    valid: { email, source: 'blog' },
    invalid: { email, source: 'elsewhere' },
  },
  'post /api/ria/applications': {
    valid: {
      firmName: 'Example Advisers',
      crd: '123456',
      contactName: 'Ada Lovelace',
      email,
      states: ['TX'],
      minAssets: 100000,
      monthlyCapacity: 10,
      registeredAdviser: true,
    },
    invalid: {
      firmName: 'Example Advisers',
      crd: '123456',
      contactName: 'Ada Lovelace',
      email,
      states: [],
      minAssets: 100000,
      monthlyCapacity: 10,
      registeredAdviser: true,
    },
  },
  'patch /api/ria/leads/{id}': { valid: { status: 'CONTACTED' }, invalid: { status: 'DONE' } },
  'post /api/ria/leads/{id}/contact': { valid: { channel: 'phone' }, invalid: { channel: 'fax' } },
  'post /api/ria/leads/{id}/return': {
    valid: { reason: 'duplicate', details: 'Same person as last week.' },
    invalid: { reason: 'bored' },
  },
  'post /api/blog': { valid: post, invalid: { ...post, slug: 'Not A Slug' } },
  'put /api/blog/{id}': { valid: post, invalid: { ...post, category: 'Gossip' } },
  'post /api/analytics/events': {
    valid: {
      events: [
        { name: 'page_view', path: '/blog', title: 'Blog', pageId: 'page-12345678', props: {} },
      ],
    },
    invalid: { events: [] },
  },
}

/** Whether the endpoint itself takes the body: the Zod schema its route parses with. */
function endpointAccepts(key: string, schema: z.ZodType, body: object): boolean {
  // These two routes pick or check their schemas in code; the document describes the same schemas.
  if (key === 'post /api/leads/capture') return SubmissionApiSchema.safeParse(body).success
  if (key === 'post /api/analytics/events') return !('error' in parseBatch(body))
  return schema.safeParse(body).success
}

const withBodies = API_ENDPOINTS.flatMap((path) =>
  path.operations
    .filter((operation) => operation.body)
    .map((operation) => ({
      key: `${operation.method} ${path.path.replace(/:(\w+)/g, '{$1}')}`,
      method: operation.method,
      schema: operation.body!.schema,
    })),
)

test.each(withBodies)('$key: the document and the endpoint agree on a body', ({ key, schema }) => {
  const sample = SAMPLES[key]
  expect(sample, `a sample body for ${key}`).toBeDefined()
  const [method, path] = key.split(' ') as [HttpMethod, string]
  const documented = paths[path]![method]!.requestBody!.content['application/json']!.schema
  const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(documented)

  expect(validate(sample!.valid), JSON.stringify(validate.errors)).toBe(true)
  expect(endpointAccepts(key, schema, sample!.valid)).toBe(true)
  expect(validate(sample!.invalid)).toBe(false)
  expect(endpointAccepts(key, schema, sample!.invalid)).toBe(false)
})

test('fields a schema fills in when missing are not required', () => {
  const login = paths['/api/auth/login']!.post!.requestBody!.content['application/json']!
    .schema as { required: string[] }
  expect(login.required).toEqual(['email', 'password'])
})

// The answers' schemas stay equal to what the routes build: these fail to typecheck otherwise.
type Answer<S extends z.ZodType> = z.output<S>
test('the answer schemas have the fields of what the routes answer', () => {
  expectTypeOf<ReturnType<typeof publicUser>>().toExtend<Answer<typeof PublicUserSchema>>()
  expectTypeOf<keyof ReturnType<typeof publicUser>>().toEqualTypeOf<
    keyof Answer<typeof PublicUserSchema>
  >()
  type AccountUser = Awaited<ReturnType<typeof accountUser>>
  expectTypeOf<AccountUser>().toExtend<Answer<typeof AccountUserSchema>>()
  expectTypeOf<keyof AccountUser>().toEqualTypeOf<keyof Answer<typeof AccountUserSchema>>()
  expectTypeOf<SavedCalculation>().toEqualTypeOf<Answer<typeof SavedCalculationAnswerSchema>>()
  expectTypeOf<LeadResponse>().toExtend<Answer<typeof LeadResponseSchema>>()
  expectTypeOf<keyof LeadResponse>().toEqualTypeOf<keyof Answer<typeof LeadResponseSchema>>()
  expectTypeOf<AdvisorLeadRow>().toEqualTypeOf<Answer<typeof AdvisorLeadRowSchema>>()
  expectTypeOf<LeadPage>().toEqualTypeOf<Answer<typeof LeadPageSchema>>()
  expectTypeOf<AdvisorLeadDetail>().toEqualTypeOf<Answer<typeof AdvisorLeadDetailSchema>>()
  expectTypeOf<AdvisorStats>().toEqualTypeOf<Answer<typeof AdvisorStatsSchema>>()
  type Profile = NonNullable<Awaited<ReturnType<typeof advisorProfile>>>
  expectTypeOf<Profile>().toEqualTypeOf<Answer<typeof AdvisorSignedInSchema>['advisor']>()
  type Post = ReturnType<typeof apiPost>
  expectTypeOf<Post>().toExtend<Answer<typeof ApiPostSchema>>()
  expectTypeOf<keyof Post>().toEqualTypeOf<keyof Answer<typeof ApiPostSchema>>()
  expectTypeOf<keyof Post['author']>().toEqualTypeOf<keyof Answer<typeof ApiPostSchema>['author']>()
})
