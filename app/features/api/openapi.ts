import { z } from 'zod'

/**
 * The OpenAPI 3.1 document of the JSON API, built from the Zod schemas the endpoints parse with
 * (request bodies, query strings) and the schemas of what they answer. Pure: no database, no
 * configuration; the endpoint table lives in `endpoints.ts`. See docs/decisions/034.
 */

/** Every error the API (and the server in front of it) answers: `jsonError` in json.server.ts. */
export const ApiErrorSchema = z
  .looseObject({
    error: z.string().describe('What went wrong, in words a person can act on.'),
    fieldErrors: z
      .record(z.string(), z.string())
      .optional()
      .describe('The first problem of each field (or query parameter), by its dotted path.'),
    retryAfterSeconds: z
      .number()
      .int()
      .optional()
      .describe('With 429: seconds until a retry can succeed (also in Retry-After).'),
  })
  .describe('An error. Some answers add fields of their own, named in their description.')

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Who may call an operation. `user`, `advisor` and `admin` need a session (the cookie a sign-in
 * sets, or its token as a bearer token) of an account with that role; `optional` reads a session
 * when there is one; `lead-owner` proves the lead is the caller's (its browser's lead cookie, or a
 * verified session with the lead's email).
 */
export type ApiAuth = 'none' | 'optional' | 'user' | 'advisor' | 'admin' | 'lead-owner'

export interface ApiResponse {
  description: string
  /** The JSON body; none for an empty answer (204, a redirect). */
  schema?: z.ZodType
  /** Another media type than application/json, for a file (with `schema` as a plain string). */
  mediaType?: string
  headers?: Record<string, string>
}

export interface ApiOperation {
  method: HttpMethod
  summary: string
  description?: string
  auth: ApiAuth
  /** Query parameters: each property of the (object) schema is one parameter. */
  query?: z.ZodType
  /** Properties of `query` the operation does not read. */
  ignoredQuery?: readonly string[]
  body?: {
    schema: z.ZodType
    /** Also accepted as application/x-www-form-urlencoded (a page's form without JavaScript). */
    form?: boolean
    /** Also accepted as text/plain holding JSON (`navigator.sendBeacon`). */
    textPlain?: boolean
    /** Required unless false. */
    required?: boolean
  }
  /** Request headers the operation reads. */
  headers?: Record<string, { description: string; schema: z.ZodType }>
  /** Success answers (2xx, 3xx) by status. */
  responses: Record<number, ApiResponse>
  /**
   * The 4xx answers particular to this operation, by status, with what causes them. Those every
   * operation of its kind can give (400, 405, 413, 415, 429, and 401/403 from `auth`) are added.
   */
  errors?: Record<number, string>
}

export interface ApiPath {
  /** As app/routes.ts writes it: `/api/ria/leads/:id`. */
  path: string
  /** The schema of each path parameter; a plain string unless given. */
  params?: Record<string, { schema: z.ZodType; description?: string }>
  operations: ApiOperation[]
}

export interface ApiInfo {
  /** The site's address, the server of the document. */
  siteUrl: string
  /** The session cookie's name on this site (`ww_session`, or `__Host-ww_session` on HTTPS). */
  sessionCookie: string
  /** The lead cookie's name. */
  leadCookie: string
}

type JsonSchema = Record<string, unknown>

const ERROR_REF = { $ref: '#/components/schemas/Error' }

/** `/api/ria/leads/:id` → `/api/ria/leads/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

/**
 * A Zod schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. A request is described as the
 * client sends it (`io: 'input'`: before defaults and transforms), an answer as it comes out.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // A check written in code (z.custom, a transform's result) is described by the schema's
    // `meta`, or left open rather than refused.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // Zod counts a field as required when its schema has no `.optional()`/`.default()`, but a
      // preprocess that turns a missing value into `false` accepts it missing too.
      if (io !== 'input' || zodSchema._zod.def.type !== 'object') return
      const required = jsonSchema.required
      if (!Array.isArray(required)) return
      const shape = (zodSchema as z.ZodObject).shape
      const stillRequired = required.filter(
        (key) => !(shape[key] as z.ZodType | undefined)?.safeParse(undefined).success,
      )
      if (stillRequired.length) jsonSchema.required = stillRequired
      else delete jsonSchema.required
    },
  }) as JsonSchema
  return json
}

const GENERIC_ERRORS: Record<number, string> = {
  400: 'The request is malformed: a field or query parameter is not valid (see fieldErrors), the body is not JSON, or the path, query or body holds a control character.',
  401: 'Not signed in: send the session cookie or `Authorization: Bearer <token>`. The body has `login`, the page to sign in on.',
  403: 'Signed in, but this account cannot do this.',
  404: 'Not found.',
  405: 'The path does not answer this method; the Allow header lists those it does.',
  413: 'The body is larger than this endpoint takes (the message says the limit).',
  415: 'The body is not sent as application/json (or another type the endpoint names).',
  429: 'Too many requests from this address; Retry-After (and retryAfterSeconds) say when to try again.',
}

const WRITE_METHODS = new Set<HttpMethod>(['post', 'put', 'patch', 'delete'])

function errorResponses(path: ApiPath, operation: ApiOperation): Record<string, unknown> {
  const errors: Record<number, string> = { 400: GENERIC_ERRORS[400]!, 405: GENERIC_ERRORS[405]! }
  const write = WRITE_METHODS.has(operation.method)
  if (write) {
    // Every write passes the server's guards: a body limit, the cross-site check, a rate limit.
    errors[403] = 'The request came from another site’s page (cross-site writes are refused).'
    errors[413] = GENERIC_ERRORS[413]!
    errors[429] = GENERIC_ERRORS[429]!
  }
  if (operation.body) errors[415] = GENERIC_ERRORS[415]!
  if (['user', 'advisor', 'admin'].includes(operation.auth)) {
    errors[401] = GENERIC_ERRORS[401]!
    errors[403] =
      operation.auth === 'advisor'
        ? 'The account is not an advisor’s, or is not linked to an advisor record.'
        : operation.auth === 'admin'
          ? 'The account is not an administrator’s, or has not turned on two-step verification (the body’s `setup` says where).'
          : GENERIC_ERRORS[403]!
    if (write) errors[403] += ' Also: a write from another site’s page.'
  }
  if (Object.keys(path.params ?? {}).length || /:\w+/.test(path.path))
    errors[404] ??= GENERIC_ERRORS[404]!
  Object.assign(errors, operation.errors)
  const responses: Record<string, unknown> = {}
  for (const status of Object.keys(errors).map(Number).sort()) {
    const response: Record<string, unknown> = {
      description: errors[status],
      content: { 'application/json': { schema: ERROR_REF } },
    }
    if (status === 405) response.headers = { Allow: { $ref: '#/components/headers/Allow' } }
    if (status === 429)
      response.headers = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }
    responses[String(status)] = response
  }
  return responses
}

/** Named answer schemas: each is written once under components and referenced by name. */
export type ApiComponents = Record<string, z.ZodType>

const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/** The named schemas as components, referring to one another by name where one holds another. */
function componentSchemas(components: ApiComponents): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => componentRef(id).$ref,
  })
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...json }]) => [id, json]),
  )
}

function successResponse(response: ApiResponse, names: Map<z.ZodType, string>) {
  const out: Record<string, unknown> = { description: response.description }
  if (response.schema) {
    const name = names.get(response.schema)
    out.content = {
      [response.mediaType ?? 'application/json']: {
        schema: name ? componentRef(name) : jsonSchemaOf(response.schema, 'output'),
      },
    }
  }
  if (response.headers)
    out.headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, description]) => [
        name,
        { description, schema: { type: 'string' } },
      ]),
    )
  return out
}

const SECURITY: Record<ApiAuth, Array<Record<string, string[]>>> = {
  none: [],
  optional: [{}, { sessionCookie: [] }, { bearerToken: [] }],
  user: [{ sessionCookie: [] }, { bearerToken: [] }],
  advisor: [{ sessionCookie: [] }, { bearerToken: [] }],
  admin: [{ sessionCookie: [] }, { bearerToken: [] }],
  'lead-owner': [{ leadCookie: [] }, { sessionCookie: [] }, { bearerToken: [] }],
}

const AUTH_NOTE: Record<ApiAuth, string> = {
  none: '',
  optional: 'A session is used when there is one, and not required.',
  user: 'Needs a signed-in account.',
  advisor: 'Needs a signed-in advisor account linked to an advisor record.',
  admin: 'Needs a signed-in administrator with two-step verification on.',
  'lead-owner':
    'Needs proof of owning the lead: the lead cookie of the browser that submitted it, or a session of the account with the lead’s verified email.',
}

function operationObject(path: ApiPath, operation: ApiOperation, names: Map<z.ZodType, string>) {
  const parameters: unknown[] = []
  for (const name of path.path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
    const param = path.params?.[name]
    parameters.push({
      name,
      in: 'path',
      required: true,
      ...(param?.description ? { description: param.description } : {}),
      schema: param ? jsonSchemaOf(param.schema, 'input') : { type: 'string' },
    })
  }
  if (operation.query) {
    const query = jsonSchemaOf(operation.query, 'input')
    const required = new Set((query.required as string[] | undefined) ?? [])
    for (const [name, schema] of Object.entries(query.properties as Record<string, JsonSchema>)) {
      if (operation.ignoredQuery?.includes(name)) continue
      const { description, ...rest } = schema
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      })
    }
  }
  for (const [name, header] of Object.entries(operation.headers ?? {}))
    parameters.push({
      name,
      in: 'header',
      required: false,
      description: header.description,
      schema: jsonSchemaOf(header.schema, 'input'),
    })

  const description = [operation.description, AUTH_NOTE[operation.auth]]
    .filter(Boolean)
    .join('\n\n')
  const result: Record<string, unknown> = {
    operationId: `${operation.method}${openApiPath(path.path)
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .split(/[/.\-_]/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join('')}`,
    summary: operation.summary,
    ...(description ? { description } : {}),
    tags: [path.path.split('/')[2]!],
    security: SECURITY[operation.auth],
  }
  if (parameters.length) result.parameters = parameters
  if (operation.body) {
    const schema = jsonSchemaOf(operation.body.schema, 'input')
    const content: Record<string, unknown> = { 'application/json': { schema } }
    if (operation.body.form) content['application/x-www-form-urlencoded'] = { schema }
    if (operation.body.textPlain) content['text/plain'] = { schema: { type: 'string' } }
    result.requestBody = { required: operation.body.required ?? true, content }
  }
  result.responses = {
    ...Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        successResponse(response, names),
      ]),
    ),
    ...errorResponses(path, operation),
  }
  return result
}

/** The whole document for the endpoint table `paths`, with `components` written once by name. */
export function buildOpenApiDocument(
  paths: readonly ApiPath[],
  info: ApiInfo,
  components: ApiComponents = {},
) {
  const named = { Error: ApiErrorSchema, ...components }
  const names = new Map(Object.entries(named).map(([name, schema]) => [schema, name]))
  const document: Record<string, unknown> = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Wealthward API',
      version: '1.0.0',
      description:
        'The JSON API behind the Wealthward site. Every error is a JSON body `{ error, … }` (the `Error` schema); no answer is a stack trace. Writes are rate limited per address and refused from other sites’ pages. Any other path under /api answers 404 with the same error body.',
    },
    servers: [{ url: info.siteUrl }],
    paths: Object.fromEntries(
      paths.map((path) => [
        openApiPath(path.path),
        Object.fromEntries(
          path.operations.map((op) => [op.method, operationObject(path, op, names)]),
        ),
      ]),
    ),
    components: {
      schemas: componentSchemas(named),
      headers: {
        Allow: {
          description: 'The methods this path answers.',
          schema: { type: 'string' },
        },
        RetryAfter: {
          description: 'Seconds to wait before trying again.',
          schema: { type: 'integer', minimum: 1 },
        },
      },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: info.sessionCookie,
          description:
            'The session cookie a sign-in sets (/api/auth/login, /api/ria/login, or the site’s sign-in pages).',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The `token` that /api/auth/login or /api/ria/login answers, as `Authorization: Bearer <token>`: the same session as the cookie.',
        },
        leadCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: info.leadCookie,
          description:
            'Set by /api/leads/capture on the browser that submitted the assessment: proof of owning that lead for a day.',
        },
      },
    },
  }
  return document
}
