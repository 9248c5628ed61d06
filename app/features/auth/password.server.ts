import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum the compiler cannot import here).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the same time as a real check when the account does not exist, so response times do not
 * reveal which emails have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('an-unused-password-1')
  await verifyPassword(await dummyHash, password)
  return false
}
