import { nice, ticks } from 'd3-array'

/**
 * A value axis: the domain widened to round numbers that take in zero and every value, its ticks,
 * and where a value sits on it as a share of the height (0 at the bottom, 1 at the top).
 *
 * d3-array's `nice` and `ticks` are the two functions d3-scale's linear scale uses for this; the
 * scale itself would bring interpolators and number formats the charts do not use (docs/decisions/
 * 045-charts-as-svg.md).
 */
export interface ValueAxis {
  min: number
  max: number
  ticks: number[]
  /** 0 at the axis's minimum, 1 at its maximum. */
  position: (value: number) => number
}

const TICK_COUNT = 5

export function valueAxis(values: Iterable<number>, { integers = false } = {}): ValueAxis {
  let low = 0
  let high = 0
  for (const value of values) {
    if (!Number.isFinite(value)) continue
    if (value < low) low = value
    if (value > high) high = value
  }
  // Nothing to show (every value zero): an axis from 0 to 1, so the zero line sits at the bottom.
  if (low === high) high = 1
  const [min, max] = nice(low, high, TICK_COUNT)
  let marks = ticks(min, max, TICK_COUNT)
  if (integers) {
    // Counts: no tick between two whole numbers.
    const whole = marks.filter((tick) => Number.isInteger(tick))
    marks = whole.length >= 2 ? whole : [min, max]
  }
  const span = max - min
  return {
    min,
    max,
    ticks: marks,
    position: (value) => (Number.isFinite(value) ? (value - min) / span : 0),
  }
}

/**
 * Which of `count` category labels to print so that no more than `most` show: evenly spaced, the
 * first and the last always among them.
 */
export function labelIndexes(count: number, most: number): Set<number> {
  if (count <= most) return new Set(Array.from({ length: count }, (_, i) => i))
  const step = Math.ceil((count - 1) / (most - 1))
  const shown = new Set<number>()
  for (let index = 0; index < count - 1; index += step) shown.add(index)
  // The last label replaces the one before it when the two would sit closer than a step apart.
  const lastShown = Math.max(...shown)
  if (lastShown > 0 && count - 1 - lastShown < step) shown.delete(lastShown)
  shown.add(count - 1)
  return shown
}
