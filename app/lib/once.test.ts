import { describe, expect, it, vi } from 'vitest'
import { oncePerKey } from './once'

describe('oncePerKey', () => {
  it('makes one value per key, each on its first call', () => {
    const make = vi.fn((zone: string) => ({ zone }))
    const get = oncePerKey(make)
    expect(make).not.toHaveBeenCalled()
    const utc = get('UTC')
    expect(get('UTC')).toBe(utc)
    expect(get('America/Chicago')).toEqual({ zone: 'America/Chicago' })
    expect(make).toHaveBeenCalledTimes(2)
  })
})
