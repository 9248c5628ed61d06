import { Link } from 'react-router'

export interface NavItem {
  to: string
  label: string
  hint?: string
}

/**
 * A navigation dropdown built on `<details>`/`<summary>`, so it opens without JavaScript (the
 * pages are rendered on the server, and some run no React in the browser). Hover, the keyboard
 * and closing on a click outside come from shell-behaviour.ts, which finds it by
 * `data-nav-dropdown`.
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
  const menuId = `nav-menu-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <details data-nav-dropdown="" className="group relative">
      <summary
        aria-controls={menuId}
        data-active={active || undefined}
        className={`inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold transition hover:bg-slate-100 [&::-webkit-details-marker]:hidden ${
          active ? 'text-brand-700' : 'text-slate-800'
        }`}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4 transition group-open:rotate-180"
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </summary>
      <div id={menuId} className="absolute top-full left-0 z-40 w-72 pt-1">
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
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
