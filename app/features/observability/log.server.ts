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

export function logError(error: unknown, fields: Fields = {}) {
  const err = error instanceof Error ? error : new Error(String(error))
  write(process.stderr, 'error', err.message, { ...fields, name: err.name, stack: err.stack })
}
