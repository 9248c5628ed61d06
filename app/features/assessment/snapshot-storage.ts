/**
 * The financial snapshot's place in this browser: one localStorage entry. Browser-only. Storage can
 * be missing or refuse (private mode, blocked site data, a full quota); then nothing is saved and
 * nothing is found, and no error reaches the page.
 *
 * Kept small and free of zod and of the scoring rules, because the calculator pages load it with
 * every visit; reading a snapshot back goes through FinancialSnapshotSchema in snapshot-schema.ts.
 */
import type { FinancialSnapshot } from './snapshot'

/** One key, versioned: a change of shape gets a new key, so an old entry is never misread. */
export const SNAPSHOT_KEY = 'wealthward.financial-snapshot.v1'

// Reading window.localStorage itself throws when the browser blocks site data.
function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** Saves the snapshot, replacing any earlier one; false when this browser would not keep it. */
export function saveSnapshot(snapshot: FinancialSnapshot): boolean {
  const storage = browserStorage()
  if (!storage) return false
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot))
    return true
  } catch {
    return false
  }
}

/** Removes the snapshot from this browser. */
export function clearSnapshot(): void {
  try {
    browserStorage()?.removeItem(SNAPSHOT_KEY)
  } catch {
    // Storage that refuses access has nothing this page could remove.
  }
}

/** The stored text, unparsed; null when there is none or storage is unavailable. */
export function readSnapshotText(): string | null {
  try {
    return browserStorage()?.getItem(SNAPSHOT_KEY) ?? null
  } catch {
    return null
  }
}

/** Whether anything is stored under the key, without reading it (that needs the schema). */
export function hasSavedSnapshot(): boolean {
  return readSnapshotText() !== null
}
