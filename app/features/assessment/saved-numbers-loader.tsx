import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react'
import { hasSavedSnapshot } from './snapshot-storage'

const Panel = lazy(() =>
  import('./saved-numbers').then((module) => ({ default: module.SavedNumbersPanel })),
)

/**
 * The saved-numbers panel of a calculator (saved-numbers.tsx), loaded only in a browser that has
 * numbers saved: the panel renders nothing without them, so other visitors need none of its code.
 * The server's page and the first render are the same for everyone.
 */
export function SavedNumbersPanel(props: ComponentProps<typeof Panel>) {
  const [saved, setSaved] = useState(false)
  useEffect(() => setSaved(hasSavedSnapshot()), [])
  if (!saved) return null
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  )
}
