import { isAlias, isMap, isNode, isScalar, LineCounter, parseDocument, visit } from 'yaml'

/**
 * Front matter for the bundled articles, read by the `yaml` library (YAML 1.2, core schema: text,
 * numbers, true/false; dates stay text). Any error or warning the library reports, and a few things
 * an article never needs (a field with no value, anchors and aliases, a `__proto__` field), are
 * refused with the file line, so a typo fails the content tests instead of becoming a surprising
 * value.
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
  const data = parseYaml(lines.slice(1, end).join('\n'), 2)
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new FrontMatterError('The front matter must be a mapping of fields.', 2)
  return {
    data: data as Record<string, unknown>,
    body: lines.slice(end + 1).join('\n'),
    bodyLine: end + 2,
  }
}

/** Parses YAML text; `firstLine` numbers lines in error messages (the text follows a `---` line). */
export function parseYaml(text: string, firstLine = 1): unknown {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, {
    lineCounter,
    prettyErrors: false,
    schema: 'core',
    uniqueKeys: true,
    merge: false,
  })
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1

  const problem = doc.errors[0] ?? doc.warnings[0]
  if (problem) throw new FrontMatterError(`${problem.message}.`, lineAt(problem.pos[0]))

  visit(doc, (key, node) => {
    const offset = isNode(node) ? (node.range?.[0] ?? 0) : 0
    if (isAlias(node) || (isNode(node) && node.anchor))
      throw new FrontMatterError(
        'Anchors and aliases are not used in front matter.',
        lineAt(offset),
      )
    if (isMap(node))
      for (const pair of node.items) {
        const fieldOffset = isNode(pair.key) ? (pair.key.range?.[0] ?? 0) : 0
        if (isScalar(pair.key) && pair.key.value === '__proto__')
          throw new FrontMatterError('"__proto__" is not a field.', lineAt(fieldOffset))
        if (pair.value === null || (isScalar(pair.value) && pair.value.value === null))
          throw new FrontMatterError('This field has no value.', lineAt(fieldOffset))
      }
    if (isScalar(node) && node.value === null && typeof key === 'number')
      throw new FrontMatterError('This list item has no value.', lineAt(offset))
  })
  return doc.toJS()
}
