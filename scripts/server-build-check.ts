/**
 * Checks the built server (`build/server`): every module in ASCII, and every package it imports
 * from node_modules one of SERVER_BUILD_EXTERNALS, the rest being bundled into it (decision 054).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { parseAst } from 'vite'
import { SERVER_BUILD_EXTERNALS } from '../server/server-build.ts'

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

interface Literal {
  type: string
  value?: unknown
}

interface Node {
  type: string
  source?: Literal | null
  callee?: { type: string; name?: string }
  arguments?: Literal[]
  [key: string]: unknown
}

const literalString = (node: Literal | null | undefined) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined

/**
 * The modules a program imports: statically, through re-exports, by a literal `import()`, or by a
 * literal `require()` (how a bundled CommonJS package loads another).
 */
function importedSpecifiers(program: Node): string[] {
  const found: string[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
    const { type, source, callee } = node as Node
    const takesSource =
      type === 'ImportDeclaration' ||
      type === 'ExportAllDeclaration' ||
      type === 'ExportNamedDeclaration' ||
      type === 'ImportExpression'
    const required =
      type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      /^(__)?require$/.test(callee.name ?? '')
    const specifier = takesSource
      ? literalString(source)
      : required
        ? literalString((node as Node).arguments?.[0])
        : undefined
    if (specifier !== undefined) found.push(specifier)
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
    const builtIn = specifier.startsWith('node:') || builtinModules.includes(specifier)
    if (specifier.startsWith('.') || builtIn) continue
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
