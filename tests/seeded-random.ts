/**
 * A small seeded pseudo-random generator (mulberry32) for property tests: the same seed gives the
 * same cases on every run, so a failure can be reproduced from its case number.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    /** A float in [0, 1). */
    next,
    /** A whole number from `min` to `max`, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** A number from `min` to `max` with `decimals` places, as a person would type it. */
    amount: (min: number, max: number, decimals = 2) => {
      const scale = 10 ** decimals
      return (min * scale + Math.floor(next() * ((max - min) * scale + 1))) / scale
    },
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick needs at least one item')
      return item
    },
    chance: (probability: number) => next() < probability,
  }
}
