/** A wide table's horizontal scroller, reachable and scrollable from the keyboard. */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative mt-3 overflow-x-auto rounded-md"
    >
      {children}
    </div>
  )
}
