import { CONTROL_CHARACTER } from '~/lib/fields'

/**
 * The backstop for text that reaches the application: every request's path, query parameters and
 * form or JSON fields are looked at before any route runs, so that no route can forget it. A
 * control character (NUL and the like; tab and line breaks are allowed, multi-line fields need
 * them) is refused naming its field. The field schemas refuse the same characters, and tabs and
 * line breaks in one-line fields, with a message beside the input; this catches what they miss.
 */
export type TextProblem =
  | {
      kind: 'control-character'
      where: 'path' | 'query' | 'body'
      field: string
      character: string
    }
  | {
      // Half of a character: a UTF-16 surrogate without its pair. Only a JSON `\u` escape can send
      // one; no text has one, and the database cannot store it.
      kind: 'half-character'
      where: 'body'
      field: string
      character: string
    }
  | { kind: 'malformed-path' }
  | { kind: 'too-deep'; depth: number }

/** JSON bodies here are a few levels deep; far deeper ones only cost time to walk. */
export const MAX_JSON_DEPTH = 32

export interface RequestText {
  /** The path as sent, still percent-encoded. */
  path: string
  /** The query string, with or without its `?`. */
  search: string
  contentType?: string
  body?: Uint8Array<ArrayBuffer>
}

export async function findTextProblem(request: RequestText): Promise<TextProblem | null> {
  const pathProblem = inPath(request.path)
  if (pathProblem) return pathProblem
  const queryProblem = inPairs(new URLSearchParams(request.search), 'query')
  if (queryProblem) return queryProblem
  if (!request.body?.byteLength) return null
  const type = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (type === 'application/x-www-form-urlencoded')
    return inPairs(new URLSearchParams(new TextDecoder().decode(request.body)), 'body')
  if (type === 'multipart/form-data') return inMultipart(request)
  if (type === 'application/json' || type.endsWith('+json')) return inJson(request.body)
  // Other types are read by no route as text.
  return null
}

function inPath(path: string): TextProblem | null {
  for (const segment of path.split('/')) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return { kind: 'malformed-path' }
    }
    const character = controlCharacterIn(decoded)
    if (character) return { kind: 'control-character', where: 'path', field: 'path', character }
  }
  return null
}

function inPairs(
  pairs: Iterable<[string, FormDataEntryValue]>,
  where: 'query' | 'body',
): TextProblem | null {
  for (const [name, value] of pairs) {
    const character =
      controlCharacterIn(name) ?? (typeof value === 'string' ? controlCharacterIn(value) : null)
    if (character) return { kind: 'control-character', where, field: name, character }
  }
  return null
}

async function inMultipart(request: RequestText): Promise<TextProblem | null> {
  let form: FormData
  try {
    form = await new Response(request.body, {
      headers: { 'Content-Type': request.contentType ?? '' },
    }).formData()
  } catch {
    // Not a readable form: the route answers that itself.
    return null
  }
  return inPairs(form, 'body')
}

function inJson(body: Uint8Array<ArrayBuffer>): TextProblem | null {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(body))
  } catch {
    // Not JSON: the route answers that itself.
    return null
  }
  // Walked without recursion, so no nesting can exhaust the stack.
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }]
  while (pending.length) {
    const { value: current, path, depth } = pending.pop()!
    if (depth > MAX_JSON_DEPTH) return { kind: 'too-deep', depth: MAX_JSON_DEPTH }
    if (typeof current === 'string') {
      const problem = jsonTextProblem(current, path || 'body')
      if (problem) return problem
    } else if (Array.isArray(current)) {
      current.forEach((item, index) =>
        pending.push({ value: item, path: join(path, String(index)), depth: depth + 1 }),
      )
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const problem = jsonTextProblem(key, join(path, key))
        if (problem) return problem
        pending.push({ value: item, path: join(path, key), depth: depth + 1 })
      }
    }
  }
  return null
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** A control character, or half of a character, in a JSON string or key at `field`. */
function jsonTextProblem(value: string, field: string): TextProblem | null {
  const character = controlCharacterIn(value)
  if (character) return { kind: 'control-character', where: 'body', field, character }
  const half = UNPAIRED_SURROGATE.exec(value)?.[0]
  if (!half) return null
  return { kind: 'half-character', where: 'body', field, character: codePoint(half) }
}

const codePoint = (character: string) =>
  `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`

/** The first control character in `value`, written as U+XXXX, or null. */
export function controlCharacterIn(value: string): string | null {
  const found = CONTROL_CHARACTER.exec(value)?.[0]
  return found ? codePoint(found) : null
}

/** A field name fit to show back: printable, and short. */
export function printableField(name: string): string {
  const printable = name.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '?')
  return printable.length > 60 ? `${printable.slice(0, 57)}…` : printable
}

/** What the client is told: JSON (`error`, `fieldErrors`) for the API, `text` for a page. */
export interface TextRefusal {
  status: 400
  error: string
  text: string
  extra?: { fieldErrors: Record<string, string> }
}

export function refusalFor(problem: TextProblem): TextRefusal {
  switch (problem.kind) {
    case 'malformed-path': {
      const error = 'The address is not valid: it contains a broken percent-encoding.'
      return { status: 400, error, text: error }
    }
    case 'too-deep': {
      const error = `Request body is nested too deeply (more than ${problem.depth} levels).`
      return { status: 400, error, text: error }
    }
    case 'control-character':
    case 'half-character': {
      const field = printableField(problem.field)
      const character =
        problem.kind === 'half-character'
          ? `half of a character (${problem.character})`
          : `a control character (${problem.character})`
      if (problem.where === 'path') {
        const error = `The address contains ${character}, which is not allowed.`
        return { status: 400, error, text: error }
      }
      if (problem.where === 'query')
        return {
          status: 400,
          error: 'Some query parameters need your attention.',
          text: `The address’s “${field}” parameter contains ${character}, which is not allowed.`,
          extra: {
            fieldErrors: { [field]: `Remove ${character} from this parameter` },
          },
        }
      return {
        status: 400,
        error: 'Some fields contain characters that are not allowed.',
        text: `The field “${field}” contains ${character}, which is not allowed. Go back, remove it and send the form again.`,
        extra: { fieldErrors: { [field]: `Remove ${character} from this field` } },
      }
    }
  }
}
