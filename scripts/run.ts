import { spawn } from 'node:child_process'

/** Runs a command with inherited output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.once('error', () => resolve(1))
  })
}

export const npx = (args: string[], env?: Record<string, string | undefined>) =>
  run('npx', args, env)
