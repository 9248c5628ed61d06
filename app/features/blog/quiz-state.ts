/**
 * The quiz's states (seed 001 §4): unanswered; answered wrong (options locked until "Try another
 * answer" returns to unanswered); answered correct (locked for good). Some quizzes have several
 * correct options: any of them counts.
 */
export type QuizState =
  | { status: 'unanswered' }
  | { status: 'wrong'; choice: number }
  | { status: 'correct'; choice: number }

export const UNANSWERED: QuizState = { status: 'unanswered' }

export function answerQuiz(
  state: QuizState,
  options: readonly { correct: boolean }[],
  choice: number,
): QuizState {
  if (state.status !== 'unanswered') return state
  const option = options[choice]
  if (!option) return state
  return option.correct ? { status: 'correct', choice } : { status: 'wrong', choice }
}

/** "Try another answer": only a wrong answer can be taken back. */
export function retryQuiz(state: QuizState): QuizState {
  return state.status === 'wrong' ? UNANSWERED : state
}

/** A, B, C … for the options. */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index)
}

/** An option button's classes in a state: its colours say which answer was chosen and how it did. */
export function optionTone(state: QuizState, index: number): string {
  const locked = state.status !== 'unanswered'
  const isChoice = locked && state.choice === index
  const tone = !isChoice
    ? locked
      ? 'border-slate-200 text-slate-600'
      : 'border-slate-300 hover:border-brand-600 hover:bg-brand-50'
    : state.status === 'correct'
      ? 'border-green-700 bg-green-50 text-green-900'
      : 'border-red-700 bg-red-50 text-red-900'
  return `flex min-h-11 w-full items-start gap-3 rounded-xl border-2 px-4 py-3 text-left font-medium transition ${tone}${locked ? ' cursor-default' : ''}`
}
