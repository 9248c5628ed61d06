/**
 * Front matter for the bundled articles: a strict subset of YAML, enough for the Prettier-formatted
 * files in content/blog and nothing more. Block mappings and sequences, flow sequences (`[ … ]`, may
 * span lines), single- and double-quoted strings, and plain scalars (integers, true/false, text).
 * Anything outside that subset is an error naming the line, so a typo fails the content tests
 * instead of turning into a surprising value.
 */
export class FrontMatterError extends Error {
  constructor(message: string, line?: number) {
    super(line === undefined ? message : `line ${line}: ${message}`)
    this.name = 'FrontMatterError'
  }
}

export interface FrontMatterDocument {
  data: Record<string, unknown>
  body: string
  /** 1-based line of the file where the body starts. */
  bodyLine: number
}

/** Splits `---` front matter from the Markdown body and parses it. */
export function parseFrontMatter(source: string): FrontMatterDocument {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  if (lines[0] !== '---') throw new FrontMatterError('The file must start with a `---` line.', 1)
  const end = lines.indexOf('---', 1)
  if (end === -1) throw new FrontMatterError('The front matter has no closing `---` line.')
  const data = parseYamlSubset(lines.slice(1, end).join('\n'), 2)
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new FrontMatterError('The front matter must be a mapping of fields.', 2)
  return {
    data: data as Record<string, unknown>,
    body: lines.slice(end + 1).join('\n'),
    bodyLine: end + 2,
  }
}

interface Line {
  indent: number
  text: string
  number: number
}

const KEY = /^([A-Za-z_][\w-]*):(?:\s+(.*))?$/
const SEQUENCE_ITEM = /^-(?:\s+(.*))?$/

/** Parses the YAML subset described above. `firstLine` numbers lines in error messages. */
export function parseYamlSubset(text: string, firstLine = 1): unknown {
  const lines: Line[] = []
  text.split('\n').forEach((raw, index) => {
    const number = index + firstLine
    if (/^\s*(#.*)?$/.test(raw)) return
    const indent = raw.length - raw.trimStart().length
    if (raw.slice(0, indent).includes('\t'))
      throw new FrontMatterError('Indent with spaces, not tabs.', number)
    lines.push({ indent, text: raw.trim(), number })
  })
  if (lines.length === 0) return {}
  let pos = 0

  const isItem = (line: Line) => SEQUENCE_ITEM.test(line.text)

  function parseBlock(indent: number): unknown {
    const line = lines[pos]!
    if (line.text.startsWith('[')) {
      // A flow list on the line under its field (how Prettier wraps long lists).
      pos++
      return parseFlowSequence(line.text, line)
    }
    return isItem(line) ? parseSequence(indent) : parseMapping(indent)
  }

  function parseValue(rest: string, line: Line, indent: number, allowSameIndentSequence: boolean) {
    if (rest !== '') {
      if (rest.startsWith('[')) return parseFlowSequence(rest, line)
      return parseScalar(rest, line.number)
    }
    const next = lines[pos]
    if (
      next &&
      (next.indent > indent || (allowSameIndentSequence && next.indent === indent && isItem(next)))
    )
      return parseBlock(next.indent)
    throw new FrontMatterError('This field has no value.', line.number)
  }

  function parseMapping(indent: number): Record<string, unknown> {
    const mapping: Record<string, unknown> = {}
    while (pos < lines.length) {
      const line = lines[pos]!
      if (line.indent < indent) break
      if (line.indent > indent) throw new FrontMatterError('Unexpected indentation.', line.number)
      if (isItem(line)) break
      const match = KEY.exec(line.text)
      if (!match)
        throw new FrontMatterError(`Expected \`field: value\`, found "${line.text}".`, line.number)
      const key = match[1]!
      if (key === '__proto__')
        throw new FrontMatterError('"__proto__" is not a field.', line.number)
      if (Object.hasOwn(mapping, key))
        throw new FrontMatterError(`The field "${key}" appears twice.`, line.number)
      pos++
      mapping[key] = parseValue(match[2]?.trim() ?? '', line, indent, true)
    }
    return mapping
  }

  function parseSequence(indent: number): unknown[] {
    const items: unknown[] = []
    while (pos < lines.length) {
      const line = lines[pos]!
      if (line.indent < indent) break
      if (line.indent > indent) throw new FrontMatterError('Unexpected indentation.', line.number)
      const match = SEQUENCE_ITEM.exec(line.text)
      if (!match) break
      const rest = match[1]?.trim() ?? ''
      if (KEY.test(rest)) {
        // `- key: value` opens a mapping whose fields line up two columns to the right.
        const offset = line.text.indexOf(rest)
        lines[pos] = { indent: indent + offset, text: rest, number: line.number }
        items.push(parseMapping(indent + offset))
      } else {
        pos++
        items.push(parseValue(rest, line, indent, false))
      }
    }
    return items
  }

  function parseFlowSequence(start: string, line: Line): unknown[] {
    // Gather following lines until the bracket closes (quotes may contain brackets and commas).
    let source = start
    while (!flowIsClosed(source)) {
      const next = lines[pos]
      if (!next) throw new FrontMatterError('This list has no closing `]`.', line.number)
      source += ` ${next.text}`
      pos++
    }
    const items: unknown[] = []
    let i = 1
    const skipSpace = () => {
      while (source[i] === ' ') i++
    }
    for (;;) {
      skipSpace()
      if (source[i] === ']') break
      let item: unknown
      if (source[i] === "'" || source[i] === '"') {
        const { value, end } = readQuoted(source, i, line.number)
        item = value
        i = end
      } else {
        const end = source.slice(i).search(/[,\]]/)
        if (end === -1) throw new FrontMatterError('This list has no closing `]`.', line.number)
        item = parseScalar(source.slice(i, i + end).trim(), line.number)
        i += end
      }
      items.push(item)
      skipSpace()
      if (source[i] === ',') {
        i++
        continue
      }
      if (source[i] !== ']')
        throw new FrontMatterError('Separate list items with commas.', line.number)
    }
    if (source.slice(i + 1).trim() !== '')
      throw new FrontMatterError('Unexpected text after `]`.', line.number)
    return items
  }

  const value = parseBlock(lines[0]!.indent)
  if (pos < lines.length) throw new FrontMatterError('Unexpected indentation.', lines[pos]!.number)
  return value
}

function flowIsClosed(source: string): boolean {
  let quote: string | null = null
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (quote) {
      if (c === '\\' && quote === '"') i++
      else if (c === quote) {
        if (quote === "'" && source[i + 1] === "'") i++
        else quote = null
      }
    } else if (c === "'" || c === '"') quote = c
    else if (c === ']') return true
  }
  return false
}

const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  n: '\n',
  t: '\t',
  r: '\r',
  '0': '\0',
}

/** A quoted string starting at `start`; returns its value and the index after the closing quote. */
function readQuoted(source: string, start: number, line: number): { value: string; end: number } {
  const quote = source[start]
  let value = ''
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i]!
    if (quote === "'") {
      if (c === "'") {
        if (source[i + 1] === "'") {
          value += "'"
          i++
          continue
        }
        return { value, end: i + 1 }
      }
      value += c
    } else {
      if (c === '"') return { value, end: i + 1 }
      if (c === '\\') {
        const next = source[i + 1] ?? ''
        if (next === 'u' && /^[\da-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) {
          value += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16))
          i += 5
          continue
        }
        const escaped = ESCAPES[next]
        if (escaped === undefined)
          throw new FrontMatterError(`Unknown escape "\\${next}" in a quoted string.`, line)
        value += escaped
        i++
        continue
      }
      value += c
    }
  }
  throw new FrontMatterError('A quoted string is not closed on its line.', line)
}

function parseScalar(text: string, line: number): string | number | boolean {
  if (text.startsWith("'") || text.startsWith('"')) {
    const { value, end } = readQuoted(text, 0, line)
    if (text.slice(end).trim() !== '')
      throw new FrontMatterError('Unexpected text after a quoted string.', line)
    return value
  }
  if (text === 'true') return true
  if (text === 'false') return false
  if (/^-?\d+$/.test(text)) return Number(text)
  if (/^[&*!|>%@`{[\]}#,]/.test(text) || /:\s|\s#/.test(text) || text.endsWith(':'))
    throw new FrontMatterError(`Quote this value: "${text}".`, line)
  return text
}
