import { DrizzleQueryError } from 'drizzle-orm'

/**
 * Structured one-line JSON logs. Never pass personal data (emails, names, IPs, query strings)
 * or secrets here: these lines end up in log storage that many people can read.
 */
type Fields = Record<string, string | number | boolean | undefined>

function write(
  stream: NodeJS.WriteStream,
  level: 'info' | 'warn' | 'error',
  msg: string,
  fields: Fields,
) {
  stream.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`)
}

export function logEvent(msg: string, fields: Fields = {}) {
  write(process.stdout, 'info', msg, fields)
}

export function logWarning(msg: string, fields: Fields = {}) {
  write(process.stderr, 'warn', msg, fields)
}

export function logRequest(fields: {
  id: string
  method: string
  path: string
  status: number
  ms: number
}) {
  write(process.stdout, 'info', 'request', { ...fields, ms: Math.round(fields.ms * 10) / 10 })
}

/**
 * Logs a failure without what the failing code was handling: a database error is logged as its
 * class, the statement kind and table, the SQLSTATE and the constraint, never its message (which
 * holds the query's parameters: names, emails, phone numbers, password hashes) nor the database's
 * own message (which quotes the offending value). Other errors keep their message, with anything
 * shaped like an email address or a password hash blanked out, and the stack's frames.
 */
export function logError(error: unknown, fields: Fields = {}) {
  const { msg, ...rest } = fields
  const described = describeError(error)
  write(process.stderr, 'error', typeof msg === 'string' ? msg : described.message, {
    ...(typeof msg === 'string' ? { error: described.message } : {}),
    ...described.fields,
    ...rest,
  })
}

interface DescribedError {
  message: string
  fields: Fields
}

export function describeError(error: unknown): DescribedError {
  const query = databaseErrorIn(error)
  if (query) {
    const cause = query.cause as
      | { code?: unknown; constraint?: unknown; name?: unknown; constructor?: { name?: string } }
      | undefined
    return {
      message: 'Database query failed',
      fields: {
        name: 'DrizzleQueryError',
        query: queryName(query.query),
        cause: cause ? errorClassOf(cause) : undefined,
        code: typeof cause?.code === 'string' ? cause.code : undefined,
        constraint: typeof cause?.constraint === 'string' ? cause.constraint : undefined,
        stack: framesOf(error),
      },
    }
  }
  if (error instanceof Error) {
    return {
      message: redact(error.message),
      fields: { name: errorClassOf(error), stack: framesOf(error) },
    }
  }
  if (typeof error === 'object' && error !== null) {
    // React Router hands over its error responses (a 405, a 404) as plain objects.
    const { status, statusText } = error as { status?: unknown; statusText?: unknown }
    const inner = (error as { error?: unknown }).error
    return {
      message:
        inner instanceof Error
          ? redact(inner.message)
          : typeof statusText === 'string' && statusText
            ? statusText
            : 'A non-Error value was thrown',
      fields: {
        name: errorClassOf(error),
        status: typeof status === 'number' ? status : undefined,
      },
    }
  }
  return { message: `A ${typeof error} was thrown`, fields: { name: typeof error } }
}

function databaseErrorIn(error: unknown): DrizzleQueryError | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof DrizzleQueryError) return current
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/** `insert into "leads" …` → `insert leads`: what the query did and to which table. */
export function queryName(sql: string): string {
  const text = sql.trim().replace(/\s+/g, ' ')
  const kind = text.match(/^\w+/)?.[0]?.toLowerCase() ?? 'query'
  const table =
    text.match(/^insert into "?([\w.]+)"?/i)?.[1] ??
    text.match(/^update "?([\w.]+)"?/i)?.[1] ??
    text.match(/^delete from "?([\w.]+)"?/i)?.[1] ??
    text.match(/\bfrom "?([\w.]+)"?/i)?.[1]
  return table ? `${kind} ${table}` : kind
}

function errorClassOf(value: object): string {
  const name = (value as { name?: unknown }).name
  const constructorName = value.constructor?.name
  if (constructorName && constructorName !== 'Error' && constructorName !== 'Object')
    return constructorName
  return typeof name === 'string' && name ? name : (constructorName ?? 'Object')
}

/** The stack without its first lines, which repeat the message. */
function framesOf(error: unknown): string | undefined {
  const stack = (error as { stack?: unknown }).stack
  if (typeof stack !== 'string') return undefined
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line))
  return frames.length ? frames.map((line) => line.trim()).join('\n') : undefined
}

const EMAIL = /[^\s"'<>()[\]:;,@]+@[^\s"'<>()[\]:;,@]+\.[a-z]{2,}/gi
const PASSWORD_HASH = /\$argon2\w*\$[^\s"')]+/g

function redact(message: string) {
  return message.replace(EMAIL, '[email]').replace(PASSWORD_HASH, '[hash]')
}
