import { useId, useRef, useState } from 'react'
import { burstConfetti } from '~/features/newsletter'
import type { QuizPosition } from './markdown'
import { answerQuiz, optionLetter, retryQuiz, UNANSWERED, type QuizState } from './quiz-state'
import type { Quiz } from './schema'
import { playSuccessSound } from './success-sound'
import { usePrefersReducedMotion } from './use-reduced-motion'

/** Seed 001 §9: a right answer sets off 100 pieces of confetti. */
export const CONFETTI_PIECES = 100

/**
 * A quiz where the article's marker stands (seed 001 §4, §9): lettered options, Correct! or
 * Try Again!, the option's explanation as a learning moment, and "Try another answer" after a
 * wrong one. A right answer brings confetti and a three-note chime, unless the reader asked for
 * reduced motion. Every control is a button, so the quiz works from the keyboard.
 */
export function ArticleQuiz({ quiz, position }: { quiz: Quiz; position: QuizPosition }) {
  const id = useId()
  const [state, setState] = useState<QuizState>(UNANSWERED)
  const reducedMotion = usePrefersReducedMotion()
  const optionButtons = useRef<(HTMLButtonElement | null)[]>([])
  const retryButton = useRef<HTMLButtonElement>(null)

  function choose(index: number) {
    const next = answerQuiz(state, quiz.options, index)
    if (next === state) return
    setState(next)
    if (next.status === 'correct' && !reducedMotion) {
      burstConfetti(CONFETTI_PIECES)
      playSuccessSound()
    }
    if (next.status === 'wrong') requestAnimationFrame(() => retryButton.current?.focus())
  }

  function retry() {
    const choice = state.status === 'wrong' ? state.choice : 0
    setState(retryQuiz(state))
    requestAnimationFrame(() => optionButtons.current[choice]?.focus())
  }

  const locked = state.status !== 'unanswered'
  const chosen = state.status === 'unanswered' ? undefined : quiz.options[state.choice]

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="my-10 rounded-2xl border-2 border-brand-100 bg-white p-5 text-base leading-7 shadow-sm sm:p-6"
      data-testid={`quiz-${position}`}
    >
      <h2 id={`${id}-title`} className="text-sm font-bold tracking-wide text-brand-800 uppercase">
        {quiz.title}
      </h2>
      <p id={`${id}-question`} className="mt-2 text-lg font-semibold text-slate-900">
        {quiz.question}
      </p>
      <ul aria-labelledby={`${id}-question`} className="mt-4 space-y-2">
        {quiz.options.map((option, index) => {
          const isChoice = state.status !== 'unanswered' && state.choice === index
          const tone = !isChoice
            ? locked
              ? 'border-slate-200 text-slate-600'
              : 'border-slate-300 hover:border-brand-600 hover:bg-brand-50'
            : state.status === 'correct'
              ? 'border-green-700 bg-green-50 text-green-900'
              : 'border-red-700 bg-red-50 text-red-900'
          return (
            <li key={option.text}>
              <button
                ref={(element) => {
                  optionButtons.current[index] = element
                }}
                type="button"
                aria-disabled={locked || undefined}
                onClick={() => choose(index)}
                className={`flex min-h-11 w-full items-start gap-3 rounded-xl border-2 px-4 py-3 text-left font-medium transition ${tone} ${locked ? 'cursor-default' : ''}`}
              >
                <span
                  aria-hidden="true"
                  className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-800"
                >
                  {optionLetter(index)}
                </span>
                <span>
                  <span className="sr-only">{`${optionLetter(index)}. `}</span>
                  {option.text}
                  {isChoice ? (
                    <span className="sr-only">
                      {state.status === 'correct'
                        ? ' (your answer: correct)'
                        : ' (your answer: not correct)'}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          )
        })}
      </ul>

      <div role="status" className="empty:hidden" data-testid="quiz-feedback">
        {state.status === 'correct' && chosen ? (
          <div className="mt-4 rounded-xl bg-green-50 p-4 text-green-950">
            <p className="text-lg font-bold">Correct!</p>
            <p className="mt-1">{quiz.successMessage}</p>
            <p className="mt-2">{chosen.explanation}</p>
            {quiz.reward ? <p className="mt-2 font-semibold">{quiz.reward}</p> : null}
          </div>
        ) : null}
        {state.status === 'wrong' && chosen ? (
          <div className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-950">
            <p className="text-lg font-bold">Try Again!</p>
            <p className="mt-1">
              <span className="font-semibold">Learning moment: </span>
              {chosen.explanation}
            </p>
          </div>
        ) : null}
      </div>
      {state.status === 'wrong' ? (
        <button ref={retryButton} type="button" onClick={retry} className="btn-secondary mt-3">
          Try another answer
        </button>
      ) : null}
      <noscript>
        <p className="mt-3 text-sm text-slate-700">Turn on JavaScript to check your answer.</p>
      </noscript>
    </section>
  )
}
