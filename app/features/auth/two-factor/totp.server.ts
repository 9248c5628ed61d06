import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Time-based one-time passwords (RFC 6238) as authenticator apps compute them: HMAC-SHA1 over the
 * number of 30-second steps since the Unix epoch (RFC 4226's HOTP), truncated to 6 digits. The
 * shared secret travels as RFC 4648 base32, the alphabet of the otpauth:// URI.
 */
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
/** Steps accepted either side of the server's clock: a phone may run a few seconds off. */
export const TOTP_DRIFT_STEPS = 1

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** Decodes base32, ignoring case, spaces and padding; null for any other character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) return null
    value = ((value << 5) | index) & 0xffff
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** RFC 4226 §5.3: the HOTP value of `counter`, as a zero-padded string of `digits` digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  // Dynamic truncation: the low nibble of the last byte picks 4 bytes; the top bit is dropped.
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The 30-second step a moment falls in (RFC 6238's T). */
export function totpStep(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime()
  return Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS)
}

/** The code an authenticator app shows at `at` for a base32 secret. */
export function totpCode(secret: string, at: Date | number = Date.now(), digits = TOTP_DIGITS) {
  const key = base32Decode(secret)
  if (!key?.length) throw new Error('The TOTP secret is not base32')
  return hotp(key, totpStep(at), digits)
}

/**
 * The steps whose code is `code`, among the current step and TOTP_DRIFT_STEPS either side,
 * oldest first (two steps share a code about once in a million). Compared in constant time.
 */
export function matchingSteps(key: Uint8Array, code: string, at: Date | number): number[] {
  const current = totpStep(at)
  const given = Buffer.from(code.padEnd(TOTP_DIGITS, ' ').slice(0, TOTP_DIGITS))
  const steps: number[] = []
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given)) steps.push(step)
  }
  return steps
}

/**
 * The otpauth:// URI an authenticator app reads from the QR code (Google Authenticator's key URI
 * format): the issuer and account name as the label, the secret, and the issuer again. The
 * defaults (SHA-1, 6 digits, 30 seconds) are what every common app assumes.
 */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  // '@' may stand in a URI path; leaving it makes the label read as the address it is.
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account).replace(/%40/g, '@')}`
  const query = new URLSearchParams({ secret: input.secret, issuer: input.issuer })
  return `otpauth://totp/${label}?${query}`
}
