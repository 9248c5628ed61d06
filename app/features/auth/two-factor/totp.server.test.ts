import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingSteps,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp.server'

// The RFC's shared secret: the ASCII bytes of "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii')
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

test('RFC 6238 Appendix B: the SHA-1 test vectors, 8 digits', () => {
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1_111_111_109, '07081804'],
    [1_111_111_111, '14050471'],
    [1_234_567_890, '89005924'],
    [2_000_000_000, '69279037'],
    [20_000_000_000, '65353130'],
  ]
  for (const [seconds, code] of vectors) {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8), `T = ${seconds}`).toBe(code)
    // The 6 digits an authenticator app shows are the last 6 of the same number.
    expect(totpCode(RFC_SECRET, seconds * 1000), `T = ${seconds}`).toBe(code.slice(2))
  }
})

test('RFC 4226 Appendix D: HOTP values for counters 0 to 9', () => {
  const expected = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ]
  expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected)
})

test('base32 as RFC 4648 writes it, read back whatever the case, spaces or padding', () => {
  expect(base32Encode(RFC_KEY)).toBe(RFC_SECRET)
  expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI')
  expect(base32Decode('mzxw 6ytb oi======')?.toString()).toBe('foobar')
  expect(base32Decode('MZXW6YTB01')).toBeNull()
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 0, maxLength: 64 }), (bytes) => {
      expect(base32Decode(base32Encode(bytes))?.equals(Buffer.from(bytes))).toBe(true)
    }),
  )
})

test('a code is accepted one 30-second step either side of the clock, not two', () => {
  const now = 1_800_000_015_000
  const step = totpStep(now)
  for (const drift of [-1, 0, 1]) {
    const code = hotp(RFC_KEY, step + drift)
    expect(matchingSteps(RFC_KEY, code, now), `drift ${drift}`).toContain(step + drift)
  }
  for (const drift of [-2, 2]) {
    const code = hotp(RFC_KEY, step + drift)
    expect(matchingSteps(RFC_KEY, code, now), `drift ${drift}`).toEqual([])
  }
  expect(matchingSteps(RFC_KEY, '12345', now)).toEqual([])
  expect(matchingSteps(RFC_KEY, '', now)).toEqual([])
})

test('the otpauth URI carries the issuer, the account and the secret', () => {
  expect(
    otpauthUri({ issuer: 'Wealthward', account: 'admin@wealthward.test', secret: RFC_SECRET }),
  ).toBe(`otpauth://totp/Wealthward:admin@wealthward.test?secret=${RFC_SECRET}&issuer=Wealthward`)
  expect(otpauthUri({ issuer: 'Wealthward', account: 'a b?c@x.test', secret: 'AB' })).toBe(
    'otpauth://totp/Wealthward:a%20b%3Fc@x.test?secret=AB&issuer=Wealthward',
  )
})
