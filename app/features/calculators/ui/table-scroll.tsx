/** A wide table's horizontal scroller, reachable and scrollable from the keyboard. */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
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
