/**
 * The engagement tracker (seed 000 §9, DECISIONS §8), loaded on demand by `client.ts` once the page
 * is interactive. It measures the current page view, queues events and sends them in batches to
 * our own server with `navigator.sendBeacon`: when the tab is hidden or the page is left, when 20
 * events are waiting, and every 10 seconds while any are. The rules themselves are the pure
 * functions of `engagement.ts`.
 */
import {
  SCROLL_THROTTLE_MS,
  becameRageClick,
  cutLinkText,
  dueMilestones,
  engagementScore,
  isContentRead,
  isContentReturn,
  isEngagedReader,
  isHighlight,
  isMeasuredPath,
  isQuickBounce,
  newScrollThresholds,
  nextClickRun,
  scrollPercent,
  throttle,
} from './engagement'
import {
  CONVERSION_PATHS,
  EVENTS_ENDPOINT,
  HIGH_VALUE_FORMS,
  MAX_BATCH_EVENTS,
  type EngagementEvent,
  type EventName,
  type EventProps,
} from './events'

/** Send as soon as this many events wait. */
const SEND_AT_EVENTS = 20
/** Otherwise send every this many seconds while events wait. */
const SEND_EVERY_SECONDS = 10

type Pending = { [N in EventName]: { name: N; props: EventProps[N] } }[EventName]

interface PageView {
  id: string
  path: string
  title: string
  seconds: number
  maxScroll: number
  scrolls: Set<number>
  milestones: Set<number>
  interactions: Set<string>
  formsStarted: Set<string>
  awayMs: number
  hiddenAt: number | null
  returned: boolean
  read: boolean
  engaged: boolean
  ended: boolean
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'
const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (b) => ID_ALPHABET[b & 63]).join('')
}

const oneLine = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max)

/**
 * A form's name for the events: its `data-analytics` name, else its id, else "form". Read as
 * attributes: a form's `id` property is shadowed by any field it holds named "id".
 */
export function formName(form: Pick<Element, 'getAttribute'>): string {
  const raw = form.getAttribute('data-analytics') || form.getAttribute('id') || 'form'
  const name = raw
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
  return name || 'form'
}

/** `allowed`: whether this browser may still be measured (read again before every send). */
export function startTracker(early: readonly Pending[], allowed: () => boolean) {
  const queue: EngagementEvent[] = []
  let page = newPage(location.pathname)
  let clickRun: number[] = []
  let lastHighlight = ''
  let sinceSend = 0

  function newPage(path: string): PageView {
    return {
      id: randomId(),
      path,
      title: oneLine(document.title, 300),
      seconds: 0,
      maxScroll: 0,
      scrolls: new Set(),
      milestones: new Set(),
      interactions: new Set(),
      formsStarted: new Set(),
      awayMs: 0,
      hiddenAt: null,
      returned: false,
      read: false,
      engaged: false,
      // A page that is not measured has nothing to send from the start.
      ended: !isMeasuredPath(path),
    }
  }

  function push(event: Pending) {
    if (page.ended) return
    if (event.name === 'calculator_used') page.interactions.add('calculator')
    queue.push({ ...event, path: page.path, title: page.title, pageId: page.id })
    if (queue.length >= SEND_AT_EVENTS) send()
  }

  function send() {
    sinceSend = 0
    // Turned off since the page loaded (the opt-out on /do-not-sell): what waits is dropped.
    if (!allowed()) {
      queue.length = 0
      return
    }
    while (queue.length) {
      const body = JSON.stringify({ events: queue.splice(0, MAX_BATCH_EVENTS) })
      if (!navigator.sendBeacon?.(EVENTS_ENDPOINT, body))
        void fetch(EVENTS_ENDPOINT, {
          method: 'POST',
          body,
          keepalive: true,
          headers: { 'Content-Type': 'application/json' },
        }).catch(() => {})
    }
  }

  function checkReading() {
    if (!page.read && isContentRead(page.seconds, page.maxScroll)) {
      page.read = true
      push({
        name: 'quality_content_read',
        props: { seconds: page.seconds, percent: page.maxScroll },
      })
    }
  }

  function measureScroll() {
    const root = document.documentElement
    const percent = scrollPercent(window.scrollY, window.innerHeight, root.scrollHeight)
    page.maxScroll = Math.max(page.maxScroll, percent)
    for (const threshold of newScrollThresholds(page.maxScroll, page.scrolls)) {
      page.scrolls.add(threshold)
      push({ name: 'quality_scroll_depth', props: { percent: threshold } })
    }
    checkReading()
  }

  /** The page's last events: a quick bounce if it was one, then its totals and score. */
  function endPage() {
    if (page.ended) return
    if (isQuickBounce(page.seconds, page.maxScroll))
      push({ name: 'quick_bounce', props: { seconds: page.seconds, percent: page.maxScroll } })
    push({
      name: 'content_quality_metrics',
      props: {
        seconds: page.seconds,
        percent: page.maxScroll,
        interactions: page.interactions.size,
        score: engagementScore(page.seconds, page.maxScroll, page.interactions.size),
      },
    })
    page.ended = true
  }

  function beginPage(path: string) {
    page = newPage(path)
    clickRun = []
    push({ name: 'page_view', props: {} })
    // After the navigation's scroll to the top.
    requestAnimationFrame(measureScroll)
  }

  // Time on the page counts every second while the tab is visible.
  window.setInterval(() => {
    if (document.visibilityState === 'visible' && !page.ended) {
      page.seconds += 1
      for (const at of dueMilestones(page.seconds, page.milestones)) {
        page.milestones.add(at)
        push({ name: 'reading_milestone', props: { seconds: at } })
      }
      if (!page.engaged && isEngagedReader(page.seconds)) {
        page.engaged = true
        push({ name: 'engaged_reader', props: { seconds: page.seconds } })
      }
      checkReading()
    }
    sinceSend += 1
    if (sinceSend >= SEND_EVERY_SECONDS && queue.length) send()
  }, 1000)

  window.addEventListener('scroll', throttle(measureScroll, SCROLL_THROTTLE_MS), { passive: true })

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      page.hiddenAt = Date.now()
      send()
      return
    }
    if (page.hiddenAt !== null) page.awayMs += Date.now() - page.hiddenAt
    page.hiddenAt = null
    const awaySeconds = Math.round(page.awayMs / 1000)
    if (!page.returned && isContentReturn(awaySeconds)) {
      page.returned = true
      push({ name: 'content_return', props: { awaySeconds } })
    }
  })

  window.addEventListener('pagehide', () => {
    endPage()
    send()
  })
  // Back from the browser's page cache: a new view of the page.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) beginPage(location.pathname)
  })

  document.addEventListener(
    'click',
    (event) => {
      clickRun = nextClickRun(clickRun, event.timeStamp)
      if (becameRageClick(clickRun))
        push({
          name: 'potential_frustration',
          props: { kind: 'rage_click', clicks: clickRun.length },
        })
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement)) return
      const url = new URL(link.href, location.href)
      const text = cutLinkText(link.textContent || link.getAttribute('aria-label') || '')
      if (url.origin === location.origin) {
        page.interactions.add('link')
        push({ name: 'internal_navigation', props: { href: url.pathname.slice(0, 500), text } })
        const calculator = /^\/calculators\/([a-z0-9-]+)$/.exec(page.path)?.[1]
        const target = CONVERSION_PATHS.find((path) => path === url.pathname)
        if (calculator && target) push({ name: 'tool_conversion', props: { calculator, target } })
      } else if (url.protocol === 'https:' || url.protocol === 'http:') {
        page.interactions.add('link')
        push({
          name: 'external_link_click',
          props: { href: `${url.origin}${url.pathname}`.slice(0, 500), text },
        })
      }
    },
    { capture: true },
  )

  const checkSelection = () => {
    const text = window.getSelection()?.toString() ?? ''
    if (!isHighlight(text) || text === lastHighlight) return
    lastHighlight = text
    page.interactions.add('highlight')
    push({ name: 'content_interaction', props: { kind: 'highlight', length: text.trim().length } })
  }
  document.addEventListener('mouseup', checkSelection)
  document.addEventListener('keyup', checkSelection)
  document.addEventListener('copy', () => {
    page.interactions.add('copy')
    const length = window.getSelection()?.toString().trim().length ?? 0
    push({ name: 'content_interaction', props: { kind: 'copy', length } })
  })

  document.addEventListener('focusin', (event) => {
    const form = (event.target as Element | null)?.closest?.('form')
    if (!form) return
    const name = formName(form)
    if (page.formsStarted.has(name)) return
    page.formsStarted.add(name)
    page.interactions.add('form')
    push({ name: 'form_engagement', props: { form: name, action: 'start' } })
  })
  document.addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return
      const name = formName(event.target)
      page.interactions.add('form')
      push({ name: 'form_engagement', props: { form: name, action: 'submit' } })
      const highValue = HIGH_VALUE_FORMS.find((form) => form === name)
      if (highValue) push({ name: 'high_value_action', props: { action: highValue } })
    },
    { capture: true },
  )

  push({ name: 'page_view', props: {} })
  for (const event of early) push(event)
  measureScroll()

  return {
    track: push,
    routeChanged(path: string) {
      if (path === page.path) return
      endPage()
      beginPage(path)
    },
  }
}
