import { describe, expect, test } from 'vitest'
import { preferredEncoding } from './precompressed-assets'

describe('preferredEncoding', () => {
  test('prefers Brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')?.name).toBe('br')
    expect(preferredEncoding('gzip')?.name).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0.8')?.name).toBe('gzip')
    expect(preferredEncoding('*')?.name).toBe('br')
    expect(preferredEncoding('*, br;q=0')?.name).toBe('gzip')
    expect(preferredEncoding('identity')).toBeUndefined()
    expect(preferredEncoding('')).toBeUndefined()
    expect(preferredEncoding(undefined)).toBeUndefined()
  })
})
