import { burstConfetti } from '~/features/newsletter'
import { answerQuiz, optionTone, retryQuiz, UNANSWERED, type QuizState } from './quiz-state'
import { playSuccessSound } from './success-sound'

/** Seed 001 §9: a right answer sets off 100 pieces of confetti. */
const CONFETTI_PIECES = 100

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Answers the article's quizzes (their markup: article-quiz.tsx). Choosing an option locks the
 * options and shows its feedback; a right answer brings confetti and a three-note chime, unless
 * the reader asked for reduced motion; after a wrong one, "Try another answer" takes focus and
 * unlocks the options again, focus going back to the option chosen.
 */
export function startQuizzes() {
  for (const quiz of document.querySelectorAll<HTMLElement>('[data-article-quiz]')) startQuiz(quiz)
}

function startQuiz(quiz: HTMLElement) {
  const buttons = [...quiz.querySelectorAll<HTMLButtonElement>('button[data-option]')]
  const options = buttons.map((button) => ({ correct: button.dataset.correct === 'true' }))
  const feedback = quiz.querySelector<HTMLElement>('[data-testid="quiz-feedback"]')
  const retry = quiz.querySelector<HTMLButtonElement>('button[data-retry]')
  if (!feedback || !retry) return
  let state: QuizState = UNANSWERED

  function show(next: QuizState) {
    state = next
    const locked = state.status !== 'unanswered'
    buttons.forEach((button, index) => {
      button.className = optionTone(state, index)
      if (locked) button.setAttribute('aria-disabled', 'true')
      else button.removeAttribute('aria-disabled')
      const verdict = button.querySelector('[data-verdict]')
      if (verdict)
        verdict.textContent =
          state.status !== 'unanswered' && state.choice === index
            ? state.status === 'correct'
              ? ' (your answer: correct)'
              : ' (your answer: not correct)'
            : ''
    })
    const template =
      state.status === 'unanswered'
        ? null
        : quiz.querySelector<HTMLTemplateElement>(`template[data-feedback="${state.choice}"]`)
    feedback!.replaceChildren(...(template ? [template.content.cloneNode(true)] : []))
    retry!.hidden = state.status !== 'wrong'
  }

  buttons.forEach((button, index) => {
    button.addEventListener('click', () => {
      const next = answerQuiz(state, options, index)
      if (next === state) return
      show(next)
      if (next.status === 'correct' && !reducedMotion()) {
        burstConfetti(CONFETTI_PIECES)
        playSuccessSound()
      }
      if (next.status === 'wrong') requestAnimationFrame(() => retry.focus())
    })
  })
  retry.addEventListener('click', () => {
    const choice = state.status === 'wrong' ? state.choice : 0
    show(retryQuiz(state))
    requestAnimationFrame(() => buttons[choice]?.focus())
  })
}
