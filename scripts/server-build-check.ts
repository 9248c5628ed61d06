/**
 * Checks the built server (`build/server`): every module in ASCII, and every package it imports
 * from node_modules one of SERVER_BUILD_EXTERNALS, the rest being bundled into it (decision 054).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseAst } from 'vite'
import { SERVER_BUILD_EXTERNALS } from '../server/server-build.ts'

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

interface Node {
  type: string
  source?: { type: string; value?: unknown } | null
  [key: string]: unknown
}

/** The modules a program imports, statically, through re-exports, or by a literal `import()`. */
function importedSpecifiers(program: Node): string[] {
  const found: string[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
    const { type, source } = node as Node
    const takesSource =
      type === 'ImportDeclaration' ||
      type === 'ExportAllDeclaration' ||
      type === 'ExportNamedDeclaration' ||
      type === 'ImportExpression'
    if (takesSource && source?.type === 'Literal' && typeof source.value === 'string')
      found.push(source.value)
    for (const [key, value] of Object.entries(node)) if (key !== 'source') visit(value)
  }
  visit(program)
  return found
}

/** What is wrong with one built server module's code; empty when nothing is. */
export function serverBuildProblems(code: string): string[] {
  const problems: string[] = []
  const nonAscii = /[\u0080-\uffff]/.exec(code)
  if (nonAscii) problems.push(`a character outside ASCII at offset ${nonAscii.index}`)
  for (const specifier of importedSpecifiers(parseAst(code) as unknown as Node)) {
    if (specifier.startsWith('.') || specifier.startsWith('node:')) continue
    if (!SERVER_BUILD_EXTERNALS.includes(packageOf(specifier)))
      problems.push(`imports ${specifier} from node_modules`)
  }
  return problems
}

/** The modules under `dir`, and every problem of each, named with its file. */
export function checkServerBuild(dir = 'build/server'): { modules: number; problems: string[] } {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  )
  const problems = files.flatMap((file) =>
    serverBuildProblems(readFileSync(path.join(dir, file), 'utf8')).map(
      (problem) => `${file}: ${problem}`,
    ),
  )
  return { modules: files.length, problems }
}
