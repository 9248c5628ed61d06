import { expect, test } from 'vitest'
import { assessmentBody } from '../../../tests/factories'
import { problemsOf } from '~/lib/form-answer'
import { validateAssessment } from './assessment-validation'
import { MATCHING_CHOICE_ERROR } from './schema'
import { ZERO_EXPENSES_FIELD, ZERO_EXPENSES_MESSAGE } from './zero-expenses'

const formData = (body: Record<string, unknown>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(body)) data.append(key, String(value))
  return data
}

test('the form as typed is read into a submission: amounts from "$" and commas, the choice kept', () => {
  const submission = validateAssessment(
    formData({ ...assessmentBody({ annualIncome: '$140,000' }), matching: 'advisors' }),
  )
  expect(submission.status).toBe('success')
  if (submission.status !== 'success') return
  expect(submission.value).toMatchObject({ matching: 'advisors', annualIncome: 140_000 })
})

test('every problem is named by its field, the missing choice included', () => {
  const submission = validateAssessment(formData({ age: '16', annualIncome: 'lots' }))
  const { fieldErrors, formError } = problemsOf(submission)
  expect(formError).toBeNull()
  expect(fieldErrors.matching).toBe(MATCHING_CHOICE_ERROR)
  expect(fieldErrors.age).toBe('You must be 18 or older to use this service')
  expect(fieldErrors.annualIncome).toMatch(/as a number/)
})

test('$0 of monthly expenses is queried once the rest is right, and passes with the box ticked', () => {
  const body = { ...assessmentBody({ monthlyExpenses: '$0' }), matching: 'score-only' }
  expect(problemsOf(validateAssessment(formData(body))).fieldErrors).toEqual({
    monthlyExpenses: ZERO_EXPENSES_MESSAGE,
  })
  // With another problem, that one comes first and $0 is not queried yet.
  expect(
    problemsOf(validateAssessment(formData({ ...body, age: '' }))).fieldErrors.monthlyExpenses,
  ).toBeUndefined()
  const confirmed = validateAssessment(formData({ ...body, [ZERO_EXPENSES_FIELD]: 'on' }))
  expect(confirmed.status).toBe('success')
  if (confirmed.status !== 'success') return
  expect(confirmed.value.monthlyExpenses).toBe(0)
})
