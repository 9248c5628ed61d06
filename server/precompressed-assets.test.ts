import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { precompressAssets, preferredEncoding } from './precompressed-assets'

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

describe('precompressAssets', () => {
  test('compresses every file of the folder, or only the ones named', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    try {
      const script = 'console.log("a fairly long line of script")\n'.repeat(40)
      for (const name of ['old.js', 'new.js']) writeFileSync(path.join(dir, name), script)
      precompressAssets(dir, ['new.js'])
      expect(existsSync(path.join(dir, 'new.js.br'))).toBe(true)
      expect(existsSync(path.join(dir, 'new.js.gz'))).toBe(true)
      expect(existsSync(path.join(dir, 'old.js.br'))).toBe(false)
      precompressAssets(dir)
      expect(existsSync(path.join(dir, 'old.js.br'))).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
