import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

/**
 * package.json's `sideEffects` tells the bundler that app modules do nothing when imported but
 * define things, so a feature's index.ts re-exporting a module drops what no page uses (docs/
 * decisions/041). A module that does act when imported (registers chart parts, configures a
 * parser) must be listed, or the bundler may drop that work.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

/** Top-level statements that act rather than declare: calls and assignments. */
function actsWhenImported(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  return source.statements.some((statement) => ts.isExpressionStatement(statement))
}

describe('package.json sideEffects', () => {
  const listed = (JSON.parse(readFileSync('package.json', 'utf8')) as { sideEffects: string[] })
    .sideEffects

  test('lists every app module that acts when imported, and the style sheets', () => {
    const acting = sourceFiles('app')
      .filter(actsWhenImported)
      .map((file) => `./${file.split(path.sep).join('/')}`)
    expect(acting.length).toBeGreaterThan(0)
    for (const file of acting) expect(listed, file).toContain(file)
    expect(listed).toContain('*.css')
  })

  test('lists only files that exist', () => {
    for (const entry of listed.filter((item) => item.startsWith('./')))
      expect(statSync(entry).isFile(), entry).toBe(true)
  })
})
