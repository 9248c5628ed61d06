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

export function readNumber(params: URLSearchParams, name: string, field: NumberField): number {
  const raw = params.get(name)
  if (raw === null || raw.trim() === '') return field.fallback
  const value = Number(raw)
  if (!Number.isFinite(value)) return field.fallback
  if (field.integer && !Number.isInteger(value)) return field.fallback
  if (field.min !== undefined && value < field.min) return field.fallback
  if (field.max !== undefined && value > field.max) return field.fallback
  if (field.oneOf && !field.oneOf.includes(value)) return field.fallback
  return value
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
