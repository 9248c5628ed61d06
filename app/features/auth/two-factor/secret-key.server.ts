import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { getConfig } from '~/config.server'

/**
 * The key that seals two-factor secrets in the database, so that a copy of the database alone
 * does not give them away (docs/decisions/021). TWO_FACTOR_KEY when configured; otherwise a key
 * generated once and kept beside the embedded database in DATA_DIR/two-factor.key (0600).
 */
const KEY_FILE = 'two-factor.key'
const HEX_KEY = /^[0-9a-f]{64}$/i

let cached: { key: Buffer; id: string } | undefined

/** Reads (or, the first time, writes) the key file; called at start-up and on first use. */
export function twoFactorKey(): { key: Buffer; id: string } {
  if (cached) return cached
  const config = getConfig()
  let hex = config.TWO_FACTOR_KEY
  if (!hex) {
    const file = path.join(config.DATA_DIR, KEY_FILE)
    mkdirSync(config.DATA_DIR, { recursive: true })
    try {
      // 'wx': only the first process to get here writes the key; the others read it.
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    hex = readFileSync(file, 'utf8').trim()
    if (!HEX_KEY.test(hex)) throw new Error(`${file} does not hold a 64-character hex key`)
  }
  const key = Buffer.from(hex, 'hex')
  // A short fingerprint stored with each sealed secret, so a key change is recognised as such.
  const id = createHash('sha256').update(key).digest('base64url').slice(0, 8)
  cached = { key, id }
  return cached
}

export class TwoFactorKeyMismatch extends Error {
  constructor() {
    super('A two-factor secret was sealed with another key than the one configured')
    this.name = 'TwoFactorKeyMismatch'
  }
}

const VERSION = 'v1'

/**
 * AES-256-GCM with a random 96-bit nonce. The user id is bound in as additional data, so a sealed
 * secret copied onto another account does not open.
 */
export function sealSecret(secret: Uint8Array, userId: string): string {
  const { key, id } = twoFactorKey()
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(userId))
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()])
  const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'))
  return [VERSION, id, ...parts].join('.')
}

/** The secret bytes; throws TwoFactorKeyMismatch when another key sealed it. */
export function openSecret(sealed: string, userId: string): Buffer {
  const { key, id } = twoFactorKey()
  const [version, keyId, iv, data, tag] = sealed.split('.')
  if (version !== VERSION || !iv || !data || !tag) throw new Error('Unreadable two-factor secret')
  if (keyId !== id) throw new TwoFactorKeyMismatch()
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(userId))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()])
}
