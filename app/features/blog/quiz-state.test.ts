import { expect, test } from 'vitest'
import { answerQuiz, optionLetter, optionTone, retryQuiz, UNANSWERED } from './quiz-state'

const options = [{ correct: false }, { correct: true }, { correct: true }]

test('a right answer locks the quiz; any of several correct options counts', () => {
  const correct = answerQuiz(UNANSWERED, options, 2)
  expect(correct).toEqual({ status: 'correct', choice: 2 })
  expect(answerQuiz(correct, options, 0)).toBe(correct)
  expect(retryQuiz(correct)).toBe(correct)
  expect(answerQuiz(UNANSWERED, options, 1)).toEqual({ status: 'correct', choice: 1 })
})

test('a wrong answer locks the options until the reader tries another answer', () => {
  const wrong = answerQuiz(UNANSWERED, options, 0)
  expect(wrong).toEqual({ status: 'wrong', choice: 0 })
  expect(answerQuiz(wrong, options, 1)).toBe(wrong)
  expect(retryQuiz(wrong)).toEqual(UNANSWERED)
})

test('an option that does not exist changes nothing', () => {
  expect(answerQuiz(UNANSWERED, options, 7)).toBe(UNANSWERED)
})

test('options are lettered A, B, C …', () => {
  expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D'])
})

test('an option’s colours say which answer was chosen and how it did; the others are locked', () => {
  expect(optionTone(UNANSWERED, 0)).toContain('hover:border-brand-600')
  expect(optionTone(UNANSWERED, 0)).not.toContain('cursor-default')
  const wrong = { status: 'wrong', choice: 0 } as const
  expect(optionTone(wrong, 0)).toContain('border-red-700')
  expect(optionTone(wrong, 1)).toContain('border-slate-200 text-slate-600 cursor-default')
  expect(optionTone({ status: 'correct', choice: 2 }, 2)).toContain('border-green-700')
})
