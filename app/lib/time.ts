/** Lengths of time in milliseconds and seconds: the one set, so no file spells out 86_400_000. */
export const SECOND_MS = 1_000
export const MINUTE_MS = 60 * SECOND_MS
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS
export const WEEK_MS = 7 * DAY_MS

export const MINUTE_SECONDS = 60
export const HOUR_SECONDS = 60 * MINUTE_SECONDS
export const DAY_SECONDS = 24 * HOUR_SECONDS
