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
