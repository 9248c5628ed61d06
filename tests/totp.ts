import { totpCode } from '../app/features/auth/two-factor/totp.server'

/**
 * The code an authenticator app shows for a base32 secret, now or at `at`: what a test types on
 * the second step of signing in as an administrator or advisor. Every test that signs in as one
 * computes its code here.
 */
export function currentTotp(secret: string, at: Date | number = Date.now()): string {
  return totpCode(secret, at)
}

/** The same 30-second step's code for `steps` steps later (an app's next code, a drifted clock). */
export function totpSteps(secret: string, steps: number, at: Date | number = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime()
  return totpCode(secret, ms + steps * 30_000)
}
