/**
 * What the header's menus do beyond what `<details>` does on its own, for every page, whether
 * React runs it or not: listeners on the document, so they also serve menus React renders after
 * a navigation. Without this script the menus still open and close on a click (their markup is
 * `<details>`/`<summary>`); with it a dropdown also opens on hover, works from the keyboard
 * (ArrowDown opens it and moves into the list, arrows/Home/End move between items, Escape closes
 * it and returns focus to its summary), closes on a click outside it or when focus leaves it, and
 * the mobile menu closes on Escape.
 *
 * The markup says what is what: `data-nav-dropdown` on a dropdown's `<details>`, `data-mobile-menu`
 * on the mobile menu's (site-header.tsx, nav-dropdown.tsx).
 */

const DROPDOWN = 'details[data-nav-dropdown]'
const MOBILE_MENU = 'details[data-mobile-menu]'

/** Dropdowns opened by the pointer resting on them: the click that usually follows keeps them open. */
const openedByHover = new WeakSet<HTMLDetailsElement>()

const closest = (target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest<HTMLDetailsElement>(selector) : null

const summaryOf = (details: HTMLDetailsElement) => details.querySelector('summary')
const itemsOf = (details: HTMLDetailsElement) => [
  ...details.querySelectorAll<HTMLAnchorElement>('ul a[href]'),
]

function focusItem(details: HTMLDetailsElement, index: number) {
  const items = itemsOf(details)
  const count = items.length
  if (count) items[((index % count) + count) % count]!.focus()
}

/** Opens a dropdown and, once its list shows, focuses one of its items. */
function openAndFocus(details: HTMLDetailsElement, which: 'first' | 'last') {
  details.open = true
  requestAnimationFrame(() =>
    focusItem(details, which === 'first' ? 0 : itemsOf(details).length - 1),
  )
}

function onClick(event: MouseEvent) {
  const target = event.target as Element | null
  const dropdown = closest(target, DROPDOWN)
  if (!dropdown) return
  if (target?.closest('summary') === summaryOf(dropdown)) {
    // The script owns the open state: the browser's own toggle would undo a hover's opening.
    event.preventDefault()
    if (openedByHover.has(dropdown)) {
      openedByHover.delete(dropdown)
      return
    }
    dropdown.open = !dropdown.open
  } else if (target?.closest('a[href]')) {
    dropdown.open = false
  }
}

function onKeyDown(event: KeyboardEvent) {
  const target = event.target as Element | null
  const dropdown = closest(target, DROPDOWN)
  if (dropdown) {
    onDropdownKey(event, dropdown, target!)
    return
  }
  const menu = document.querySelector<HTMLDetailsElement>(`${MOBILE_MENU}[open]`)
  if (menu && event.key === 'Escape') {
    event.preventDefault()
    menu.open = false
    summaryOf(menu)?.focus()
  }
}

function onDropdownKey(event: KeyboardEvent, dropdown: HTMLDetailsElement, target: Element) {
  const summary = summaryOf(dropdown)
  if (target === summary) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAndFocus(dropdown, event.key === 'ArrowDown' ? 'first' : 'last')
    } else if (event.key === 'Escape') {
      dropdown.open = false
    }
    return
  }
  const items = itemsOf(dropdown)
  const index = items.indexOf(target as HTMLAnchorElement)
  if (index < 0) return
  const moves: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    Home: 0,
    End: items.length - 1,
  }
  if (event.key in moves) {
    event.preventDefault()
    focusItem(dropdown, moves[event.key]!)
  } else if (event.key === 'Escape') {
    event.preventDefault()
    dropdown.open = false
    summary?.focus()
  }
}

function onPointerDown(event: PointerEvent) {
  for (const dropdown of document.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN}[open]`)) {
    if (!dropdown.contains(event.target as Node)) dropdown.open = false
  }
}

function onFocusOut(event: FocusEvent) {
  const dropdown = closest(event.target, DROPDOWN)
  if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) dropdown.open = false
}

// `mouseenter` and `mouseleave` do not bubble; the document hears them while they are captured.
function onMouseEnter(event: MouseEvent) {
  const target = event.target as Element
  if (!target.matches?.(DROPDOWN)) return
  const dropdown = target as HTMLDetailsElement
  if (!dropdown.open) openedByHover.add(dropdown)
  dropdown.open = true
}

function onMouseLeave(event: MouseEvent) {
  const target = event.target as Element
  if (!target.matches?.(DROPDOWN)) return
  const dropdown = target as HTMLDetailsElement
  openedByHover.delete(dropdown)
  dropdown.open = false
}

let started = false

/** Starts the header's menu behaviour once per page (later calls do nothing). */
export function startShellBehaviour() {
  if (started) return
  started = true
  document.addEventListener('click', onClick)
  document.addEventListener('keydown', onKeyDown)
  document.addEventListener('pointerdown', onPointerDown)
  document.addEventListener('focusout', onFocusOut)
  document.addEventListener('mouseenter', onMouseEnter, true)
  document.addEventListener('mouseleave', onMouseLeave, true)
}
