import { useEffect, useRef } from 'react'
import { track } from './client'

const EMPTY = new Set(['', '0', '[]'])

/**
 * How many of a calculator's inputs are given: the query's fields with a value other than 0 or an
 * empty list.
 */
export function inputsGiven(search: string): number {
  let given = 0
  for (const [, value] of new URLSearchParams(search)) if (!EMPTY.has(value.trim())) given++
  return given
}

/** After this long without a change, a calculation counts as used. */
export const CALCULATOR_SETTLE_MS = 1500

/**
 * Reports `calculator_used` once the visitor has changed the inputs and left them for a moment:
 * which calculator, how many inputs are given, and whether it produced a result. Never the figures.
 */
export function useCalculatorUse(calculator: string, inputs: unknown, success: boolean) {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = window.setTimeout(() => {
      track('calculator_used', {
        calculator,
        inputs: inputsGiven(window.location.search),
        success,
      })
    }, CALCULATOR_SETTLE_MS)
    return () => window.clearTimeout(timer)
  }, [calculator, inputs, success])
}
