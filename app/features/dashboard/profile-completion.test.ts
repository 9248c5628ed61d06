import { expect, test } from 'vitest'
import { profileCompletion, type CompletionInput } from './profile-completion'

const empty: CompletionInput = {
  firstName: '',
  email: '',
  goals: [],
  investmentReadinessScore: null,
  calculatorHistoryCount: 0,
}

const complete: CompletionInput = {
  firstName: 'Jordan',
  email: 'jordan@example.com',
  goals: ['invest'],
  investmentReadinessScore: 64,
  calculatorHistoryCount: 3,
}

test('given nothing filled in, when completion is measured, then it is 0% with every part open', () => {
  const result = profileCompletion(empty)
  expect(result.percent).toBe(0)
  expect(result.items.map((item) => [item.part, item.done])).toEqual([
    ['firstName', false],
    ['email', false],
    ['goals', false],
    ['readinessScore', false],
    ['calculatorHistory', false],
  ])
})

test('given a new account with a name, email and goals, then it is 60%', () => {
  expect(
    profileCompletion({ ...empty, firstName: 'Jordan', email: 'j@example.com', goals: ['invest'] })
      .percent,
  ).toBe(60)
})

test('each part is worth 20% on its own', () => {
  const parts: Partial<CompletionInput>[] = [
    { firstName: 'Jordan' },
    { email: 'jordan@example.com' },
    { goals: ['debt-free'] },
    { investmentReadinessScore: 50 },
    { calculatorHistoryCount: 1 },
  ]
  for (const part of parts) expect(profileCompletion({ ...empty, ...part }).percent).toBe(20)
})

test('a score of 0 counts as having a score; a blank name does not count as a name', () => {
  expect(profileCompletion({ ...empty, investmentReadinessScore: 0 }).percent).toBe(20)
  expect(profileCompletion({ ...empty, firstName: '   ' }).percent).toBe(0)
})

test('given every part, then it is 100% with nothing left to do', () => {
  const result = profileCompletion(complete)
  expect(result.percent).toBe(100)
  expect(result.items.every((item) => item.done)).toBe(true)
})
