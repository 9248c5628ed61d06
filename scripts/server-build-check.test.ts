import { expect, test } from 'vitest'
import { serverBuildProblems } from './server-build-check'

test('the externals, relative modules and built-ins pass; so does an import written in a string', () => {
  const code = [
    'import { createRequire } from "node:module";',
    'import { PGlite } from "@electric-sql/pglite";',
    'import { jsx } from "react/jsx-runtime";',
    'import { renderToPipeableStream } from "react-dom/server";',
    'import { a as money } from "./assets/money-abc.js";',
    'export { b } from "./assets/other.js";',
    'const load = () => import("exceljs");',
    'const path = __require("path"); const fs = require("node:fs");',
    '// import { sql } from "drizzle-orm"',
    'const example = "import { z } from \'zod\'";',
  ].join('\n')
  expect(serverBuildProblems(code)).toEqual([])
})

test('a package that should be bundled, imported or re-exported, and a non-ASCII character are named', () => {
  const code = [
    'import { sql } from "drizzle-orm";',
    'export * from "zod/v4";',
    'const lazy = () => import("markdown-it");',
    'const entities = __require("entities");',
    'const s = "it’s";',
  ].join('\n')
  expect(serverBuildProblems(code)).toEqual([
    `a character outside ASCII at offset ${code.indexOf('’')}`,
    'imports drizzle-orm from node_modules',
    'imports zod/v4 from node_modules',
    'imports markdown-it from node_modules',
    'imports entities from node_modules',
  ])
})
