/**
 * Money rules shared by every calculator and the assessment (decision record 025): amounts are
 * added, subtracted, compared and divided into whole months as integer cents, so $0.10 + $0.20 is
 * exactly $0.30; a result is rounded once, when it is shown, half away from zero.
 */

import { writeNumber } from './format'

/** Rounds to `decimals` places, halves away from zero (2.5 → 3, −2.5 → −3). The one rounding rule. */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  const scale = 10 ** decimals
  const scaled = Math.abs(value) * scale
  // Math.round sends halves up; on the absolute value that is away from zero.
  const rounded = Math.round(scaled) / scale
  // No "-0": an amount that rounds to nothing is shown as 0, not −0.
  return value < 0 && rounded !== 0 ? -rounded : rounded
}

/**
 * Whole cents of a dollar amount. Amounts typed with at most two decimals convert exactly (1185.87
 * × 100 is 118586.99999999999 in floating point; this gives 118587).
 */
export function toCents(dollars: number): number {
  return roundHalfAwayFromZero(dollars * 100)
}

/** Dollars of a cent amount, for results handed to the page. */
export function fromCents(cents: number): number {
  return cents / 100
}

/** The sum of dollar amounts, added as whole cents. */
export function sumDollars(amounts: readonly number[]): number {
  let cents = 0
  for (const amount of amounts) cents += toCents(amount)
  return fromCents(cents)
}

/** Whole months of saving `perMonthCents` to cover `missingCents`: the ceiling, in integers. */
export function monthsToSave(missingCents: number, perMonthCents: number): number {
  return Math.ceil(missingCents / perMonthCents)
}

/** The next whole dollar at or above `amount`: for requirements, so that following them works. */
export function wholeDollarsUp(amount: number): number {
  // No tolerance: float dust above a whole dollar costs the visitor one dollar, never the goal.
  return Math.ceil(amount)
}

/** Money for people to read: whole US dollars ("$12,345"), halves rounded away from zero. */
export function formatDollars(amount: number): string {
  return writeNumber(roundHalfAwayFromZero(amount), 0, 0, '$')
}

/** Money on a chart's axis, where room is short: "$950", "$12.5K", "$1.2M". */
export function formatCompactDollars(amount: number): string {
  return writeNumber(amount, 1, 0, '$', true)
}

/**
 * A number for people to read, with `decimals` places and thousands separators ("1,234.50"):
 * never exponent notation. Rounded by the same rule as money.
 */
export function formatNumber(value: number, decimals = 2): string {
  const rounded = roundHalfAwayFromZero(value, decimals)
  return writeNumber(rounded, decimals, decimals)
}

/** A percentage for people to read: `formatNumber` with a percent sign ("12.35%"). */
export function formatPercent(value: number, decimals = 2): string {
  return `${formatNumber(value, decimals)}%`
}
