import { formatCount } from '~/lib/format'
/**
 * Reading calculator inputs from a URL query. A value that is missing, malformed or out of range
 * falls back to the field's default: a shared link must never produce an error page.
 */
export interface NumberField {
  min?: number
  max?: number
  /** Only whole numbers are accepted (e.g. years, ages). */
  integer?: boolean
  /** A closed list of accepted values (e.g. compounding frequency). */
  oneOf?: readonly number[]
  fallback: number
}

/** What a field accepts, as the message shown when a value is refused. */
export function describeRule(rule: NumberField, prefix = '', suffix = ''): string {
  const show = (n: number) => `${prefix}${formatCount(n)}${suffix}`
  const number = rule.integer ? 'a whole number' : 'a number'
  if (rule.oneOf) return `Choose one of ${rule.oneOf.map(show).join(', ')}`
  if (rule.min !== undefined && rule.max !== undefined)
    return `Enter ${number} from ${show(rule.min)} to ${show(rule.max)}`
  if (rule.min !== undefined) return `Enter ${number} of at least ${show(rule.min)}`
  return `Enter ${number}`
}

export function readNumber(params: URLSearchParams, name: string, field: NumberField): number {
  const raw = params.get(name)
  if (raw === null || raw.trim() === '') return field.fallback
  const value = Number(raw)
  return acceptsNumber(field, value) ? value : field.fallback
}

/** Whether a field accepts a value: finite, in range, whole when it must be, one of its list. */
export function acceptsNumber(field: NumberField, value: number): boolean {
  if (!Number.isFinite(value)) return false
  if (field.integer && !Number.isInteger(value)) return false
  if (field.min !== undefined && value < field.min) return false
  if (field.max !== undefined && value > field.max) return false
  if (field.oneOf && !field.oneOf.includes(value)) return false
  return true
}

export function readBoolean(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = params.get(name)
  if (raw === 'true') return true
  if (raw === 'false') return false
  return fallback
}

export function readChoice<T extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const raw = params.get(name)
  return choices.find((choice) => choice === raw) ?? fallback
}
