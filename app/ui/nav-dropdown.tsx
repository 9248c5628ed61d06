import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'

export interface NavItem {
  to: string
  label: string
  hint?: string
}

/**
 * A navigation dropdown built on `<details>`/`<summary>`, so it opens without JavaScript too (the
 * pages are rendered on the server). With JavaScript it also opens on hover; from the keyboard
 * Enter or Space toggles, ArrowDown opens and moves into the list, arrows/Home/End move between
 * items, Escape closes and returns focus to the summary. Choosing an item closes it.
 */
export function NavDropdown({
  label,
  items,
  active,
}: {
  label: string
  items: readonly NavItem[]
  active: boolean
}) {
  const [open, setOpen] = useState(false)
  // A mouse click usually follows the hover that already opened the menu: it must not close it again.
  const openedByHover = useRef(false)
  const menuId = useId()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryRef = useRef<HTMLElement>(null)
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([])

  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!detailsRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function focusItem(index: number) {
    const count = items.length
    itemRefs.current[((index % count) + count) % count]?.focus()
  }

  function onSummaryKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      requestAnimationFrame(() => focusItem(0))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      requestAnimationFrame(() => focusItem(items.length - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
    }
  }

  function onListKeyDown(event: React.KeyboardEvent) {
    const index = itemRefs.current.findIndex((el) => el === document.activeElement)
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      focusItem(index + 1)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      focusItem(index - 1)
    } else if (event.key === 'Home') {
      event.preventDefault()
      focusItem(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      focusItem(items.length - 1)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      summaryRef.current?.focus()
    }
  }

  return (
    <details
      ref={detailsRef}
      open={open}
      className="relative"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true
        setOpen(true)
      }}
      onMouseLeave={() => {
        openedByHover.current = false
        setOpen(false)
      }}
      onBlur={(event) => {
        if (!detailsRef.current?.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <summary
        ref={summaryRef}
        aria-controls={menuId}
        data-active={active || undefined}
        onClick={(event) => {
          // React owns the open state once the page runs; without JavaScript the browser toggles.
          event.preventDefault()
          if (openedByHover.current) {
            openedByHover.current = false
            return
          }
          setOpen((value) => !value)
        }}
        onKeyDown={onSummaryKeyDown}
        className={`inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold transition hover:bg-slate-100 [&::-webkit-details-marker]:hidden ${
          active ? 'text-brand-700' : 'text-slate-800'
        }`}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </summary>
      <div id={menuId} className="absolute top-full left-0 z-40 w-72 pt-1">
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {items.map((item, index) => (
            <li key={item.to}>
              <Link
                ref={(el) => {
                  itemRefs.current[index] = el
                }}
                to={item.to}
                onClick={() => setOpen(false)}
                onKeyDown={onListKeyDown}
                className="block rounded-lg px-3 py-2 hover:bg-brand-50 focus:bg-brand-50"
              >
                <span className="block text-sm font-semibold text-slate-900">{item.label}</span>
                {item.hint ? (
                  <span className="block text-xs text-slate-600">{item.hint}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}
