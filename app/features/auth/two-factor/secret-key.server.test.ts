import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'

// A data folder of its own, with no TWO_FACTOR_KEY: the key file is made there.
const dataDir = mkdtempSync(path.join(tmpdir(), 'wealthward-key-'))
process.env.DATA_DIR = dataDir
delete process.env.TWO_FACTOR_KEY
const { TwoFactorKeyMismatch, openSecret, sealSecret, twoFactorKey } =
  await import('./secret-key.server')

const SECRET = Buffer.from('12345678901234567890')
const USER = '6f1c2b9e-0000-4000-8000-000000000001'

test('without TWO_FACTOR_KEY, a key is made once in DATA_DIR, readable by its owner only', () => {
  const { key } = twoFactorKey()
  const file = path.join(dataDir, 'two-factor.key')
  expect(readFileSync(file, 'utf8').trim()).toBe(key.toString('hex'))
  expect(key).toHaveLength(32)
  expect(statSync(file).mode & 0o777).toBe(0o600)
})

test('a sealed secret opens for its own account only, and never shows the secret', () => {
  const sealed = sealSecret(SECRET, USER)
  expect(sealed).not.toContain(SECRET.toString('base64url'))
  expect(sealed).not.toContain(SECRET.toString('hex'))
  // A fresh nonce each time: the same secret never seals the same way twice.
  expect(sealSecret(SECRET, USER)).not.toBe(sealed)
  expect(openSecret(sealed, USER).equals(SECRET)).toBe(true)
  // Copied onto another account, or altered, it does not open.
  expect(() => openSecret(sealed, '6f1c2b9e-0000-4000-8000-000000000002')).toThrow()
  const [version, keyId, iv, data, tag] = sealed.split('.')
  // One bit of the ciphertext changed, decoded and encoded again so that the change is never
  // lost in a base64 character's unused bits.
  const bytes = Buffer.from(data!, 'base64url')
  bytes[0] = bytes[0]! ^ 1
  const flipped = bytes.toString('base64url')
  expect(flipped).not.toBe(data)
  expect(() => openSecret([version, keyId, iv, flipped, tag].join('.'), USER)).toThrow()
})

test('a secret sealed under another key is recognised as such', () => {
  const [version, , iv, data, tag] = sealSecret(SECRET, USER).split('.')
  expect(() => openSecret([version, 'otherkey', iv, data, tag].join('.'), USER)).toThrow(
    TwoFactorKeyMismatch,
  )
})
