import type { Plugin } from 'vite'

/**
 * The packages the server build imports from node_modules instead of carrying them inside it
 * (decision 054): React and React Router, of which `server.ts` and the build share one copy; the
 * packages with native code or WebAssembly, and `pg`; and the two large ones the app loads only
 * when it first needs them.
 */
export const SERVER_BUILD_EXTERNALS = [
  'react',
  'react-dom',
  'react-router',
  '@react-router/node',
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pg',
  'exceljs',
  'nodemailer',
]

/**
 * The JavaScript source with every character outside ASCII written as a `\uXXXX` escape, which
 * means the same character in a string, a template, a regular expression or a comment. An identity
 * escape (`\’`) loses its backslash, as `\\u2019` would be a backslash and five letters.
 */
export function asciiOnly(code: string): string {
  return code.replace(/(\\*)([\u0080-\uffff])/g, (_, slashes: string, char: string) => {
    const escaped = `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
    return (slashes.length % 2 ? slashes.slice(1) : slashes) + escaped
  })
}

/**
 * The server build in ASCII only. V8 keeps a module's source for as long as the process lives, in
 * two bytes a character as soon as one character needs it: the articles' curly quotes and dashes
 * doubled the memory the build's text takes.
 */
export function asciiServerBuildPlugin(): Plugin {
  return {
    name: 'wealthward-ascii-server-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    // After every other step: the transpiler prints strings back in UTF-8 when it renders a chunk.
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = asciiOnly(file.code)
      }
    },
  }
}
