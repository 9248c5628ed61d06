/**
 * SVG path data for the charts: straight segments between points (a smoothed curve would suggest
 * values between the ones computed), a line shaded down to a baseline, and ring or pie slices.
 * Coordinates are rounded to a tenth of a unit of the 1000-unit drawing, far below a pixel.
 */
export type Point = readonly [x: number, y: number]

const round = (value: number) => Math.round(value * 10) / 10

export function linePath(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join('')
}

/** The area between a line and a horizontal baseline at `baseY`. */
export function areaPath(points: readonly Point[], baseY: number): string {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return ''
  return `${linePath(points)}L${round(last[0])},${round(baseY)}L${round(first[0])},${round(baseY)}Z`
}

/**
 * A slice of a ring centred on 0,0 with outer radius `outer` and inner radius `inner` (0 for a
 * pie), from `start` to `end` as shares of the whole turn, clockwise from twelve o'clock.
 */
export function slicePath(start: number, end: number, outer: number, inner: number): string {
  // A whole turn cannot be one arc (its ends would coincide): it is drawn as two halves.
  if (end - start >= 0.9999) {
    return `${slicePath(0, 0.5, outer, inner)}${slicePath(0.5, 1, outer, inner)}`
  }
  const at = (share: number, radius: number) => {
    const angle = share * 2 * Math.PI
    return `${round(radius * Math.sin(angle))},${round(-radius * Math.cos(angle))}`
  }
  const large = end - start > 0.5 ? 1 : 0
  const outerArc = `M${at(start, outer)}A${outer},${outer} 0 ${large} 1 ${at(end, outer)}`
  if (inner <= 0) return `${outerArc}L0,0Z`
  return `${outerArc}L${at(end, inner)}A${inner},${inner} 0 ${large} 0 ${at(start, inner)}Z`
}
