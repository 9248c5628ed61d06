import { burstConfetti } from './confetti'
import { subscribe } from './subscribe'

export const EMOJIS = ['💰', '📈', '🎯', '🏦', '🌱'] as const
const POPUP_MS = 5000
const EMOJI_ROTATION_MS = 3000

/** The ids home-newsletter.tsx gives the parts this script works with. */
export const HOME_NEWSLETTER_IDS = {
  form: 'home-newsletter-form',
  email: 'home-newsletter-email',
  honeypot: 'home-newsletter-website',
  fieldError: 'home-newsletter-email-error',
  formError: 'home-newsletter-form-error',
  noScriptStatus: 'home-newsletter-noscript-status',
  popupSlot: 'home-newsletter-popup',
  emoji: 'home-newsletter-emoji',
} as const

const byId = <E extends HTMLElement>(id: string) => document.getElementById(id) as E | null

/**
 * The home page's newsletter block in the browser (its markup: home-newsletter.tsx). The form is
 * sent with `subscribe`; while it is on its way the button reads "Joining…" and is disabled. A
 * problem with the address shows under the field, which takes focus; any other failure shows in
 * the form's alert, which takes focus; the address typed stays. A sign-up empties the field and
 * opens the welcome popup for five seconds (focus goes to it, and back to the field if it was
 * inside when it closes), with three seconds of confetti unless the visitor prefers reduced
 * motion. The emoji turns every three seconds.
 */
export function startHomeNewsletter() {
  const form = byId<HTMLFormElement>(HOME_NEWSLETTER_IDS.form)
  const input = byId<HTMLInputElement>(HOME_NEWSLETTER_IDS.email)
  const honeypot = byId<HTMLInputElement>(HOME_NEWSLETTER_IDS.honeypot)
  const fieldError = byId(HOME_NEWSLETTER_IDS.fieldError)
  const formError = byId(HOME_NEWSLETTER_IDS.formError)
  const popupSlot = byId(HOME_NEWSLETTER_IDS.popupSlot)
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!form || !input || !fieldError || !formError || !popupSlot || !button) return

  const emoji = byId(HOME_NEWSLETTER_IDS.emoji)
  let emojiIndex = 0
  if (emoji) {
    setInterval(() => {
      emojiIndex = (emojiIndex + 1) % EMOJIS.length
      emoji.textContent = EMOJIS[emojiIndex]!
    }, EMOJI_ROTATION_MS)
  }

  let closePopup: (() => void) | null = null

  function showProblem(message: string, field: boolean) {
    fieldError!.textContent = field ? message : ''
    formError!.replaceChildren()
    if (field) {
      input!.setAttribute('aria-invalid', 'true')
      input!.setAttribute('aria-describedby', fieldError!.id)
      input!.focus()
    } else {
      const text = document.createElement('p')
      text.className = 'mt-2'
      text.textContent = message
      formError!.append(text)
      formError!.focus()
    }
  }

  function clearProblems() {
    fieldError!.textContent = ''
    formError!.replaceChildren()
    input!.removeAttribute('aria-invalid')
    input!.removeAttribute('aria-describedby')
  }

  function openPopup(message: string) {
    closePopup?.()
    const popup = welcomePopup(message)
    popupSlot!.append(popup)
    popup.focus()
    const close = () => {
      clearTimeout(timer)
      const hadFocus = popup.contains(document.activeElement)
      popup.remove()
      closePopup = null
      if (hadFocus) input!.focus()
    }
    const timer = setTimeout(close, POPUP_MS)
    popup.querySelector('button')!.addEventListener('click', close)
    closePopup = close
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (button.disabled) return
    clearProblems()
    byId(HOME_NEWSLETTER_IDS.noScriptStatus)?.remove()
    button.disabled = true
    button.textContent = 'Joining…'
    void subscribe({ email: input.value, source: 'home', website: honeypot?.value }).then(
      (outcome) => {
        button.disabled = false
        button.textContent = 'Join Now'
        if (!outcome.ok) {
          showProblem(outcome.message, outcome.field === 'email')
          return
        }
        input.value = ''
        openPopup(outcome.message)
        if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) burstConfetti()
      },
    )
  })
}

/** The welcome popup, made the way the page's other markup is. */
function welcomePopup(message: string) {
  const popup = document.createElement('div')
  popup.tabIndex = -1
  popup.className =
    'fixed inset-x-4 bottom-6 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 text-center text-slate-900 shadow-2xl ring-1 ring-slate-200'
  popup.dataset.testid = 'welcome-popup'
  const part = (tag: string, className: string, text: string) => {
    const element = document.createElement(tag)
    element.className = className
    element.textContent = text
    popup.append(element)
    return element
  }
  part('p', 'text-3xl', '🎉').setAttribute('aria-hidden', 'true')
  part('p', 'mt-2 text-xl font-bold', 'Welcome to the Community')
  part('p', 'mt-1 text-slate-700', `${message} Your welcome gift is waiting in your inbox.`)
  const close = part('button', 'btn-secondary mt-4', 'Close') as HTMLButtonElement
  close.type = 'button'
  return popup
}
