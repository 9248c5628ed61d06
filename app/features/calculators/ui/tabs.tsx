import { useId, useRef } from 'react'

/**
 * Tabs per the WAI-ARIA pattern: the arrow keys move to the next or previous tab, Home and End to
 * the first and the last; the panel follows the selection. With `hrefFor`, each tab is also a link
 * to the same page with that tab chosen, so the tabs work before the page's script has loaded and
 * without it; the script turns the click into a switch in place.
 */
export function Tabs<T extends string>(props: {
  label: string
  tabs: readonly { id: T; label: string }[]
  selected: T
  onSelect: (id: T) => void
  hrefFor?: (id: T) => string
  children: React.ReactNode
}) {
  const baseId = useId()
  const refs = useRef<(HTMLElement | null)[]>([])
  const index = props.tabs.findIndex((tab) => tab.id === props.selected)

  function select(next: number) {
    const tab = props.tabs[next]
    if (!tab) return
    props.onSelect(tab.id)
    refs.current[next]?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={props.label}
        className="flex flex-wrap gap-2 border-b border-slate-200 pb-2 print:hidden"
      >
        {props.tabs.map((tab, i) => {
          const selected = tab.id === props.selected
          const common = {
            ref: (el: HTMLElement | null) => {
              refs.current[i] = el
            },
            role: 'tab',
            id: `${baseId}-tab-${tab.id}`,
            'aria-selected': selected,
            'aria-controls': `${baseId}-panel`,
            tabIndex: selected ? 0 : -1,
            onClick: (event: React.MouseEvent) => {
              event.preventDefault()
              props.onSelect(tab.id)
            },
            onKeyDown: (event: React.KeyboardEvent) => {
              const count = props.tabs.length
              const targets: Record<string, number> = {
                ArrowRight: (index + 1) % count,
                ArrowLeft: (index - 1 + count) % count,
                Home: 0,
                End: count - 1,
              }
              const next = targets[event.key]
              if (next === undefined) return
              // Home and End would otherwise scroll the page.
              event.preventDefault()
              select(next)
            },
            className: `inline-flex min-h-11 items-center rounded-lg px-4 py-2 text-sm font-semibold ${
              selected
                ? 'bg-brand-600 text-white'
                : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
            }`,
          }
          return props.hrefFor ? (
            <a key={tab.id} href={props.hrefFor(tab.id)} {...common}>
              {tab.label}
            </a>
          ) : (
            <button key={tab.id} type="button" {...common}>
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${props.selected}`}
        className="pt-4"
      >
        {props.children}
      </div>
    </div>
  )
}
