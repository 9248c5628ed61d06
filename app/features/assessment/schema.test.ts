import { expect, test } from 'vitest'
import { AssessmentSchema } from './schema'

const valid = {
  firstName: 'Ana',
  lastName: 'Example',
  email: 'ana@example.com',
  age: '34',
  city: 'Tulsa',
  state: 'OK',
  annualIncome: '$72,000',
  totalDebt: '0',
  emergencyFund: '4,500.49',
  monthlyExpenses: '3100',
  investableAssets: '12000',
  creditScore: '',
  phone: '',
}

test('form strings become whole dollars; blank optional fields are left out', () => {
  const parsed = AssessmentSchema.parse(valid)
  expect(parsed).toMatchObject({
    annualIncome: 72_000,
    emergencyFund: 4_500,
    age: 34,
    state: 'OK',
    phoneConsent: false,
  })
  expect(parsed.creditScore).toBeUndefined()
  expect(parsed.phone).toBeUndefined()
  expect(parsed.source).toBe('investment-readiness-calculator')
})

test('null, like a blank or a missing key, means an optional field was not given', () => {
  const { creditScore: _blank, phone: _none, ...required } = valid
  for (const body of [{ ...valid, creditScore: null, phone: null }, required]) {
    const parsed = AssessmentSchema.parse(body)
    expect(parsed.creditScore).toBeUndefined()
    expect(parsed.phone).toBeUndefined()
  }
  // A required field sent as null is missing, not 0.
  const noAge = AssessmentSchema.safeParse({ ...valid, age: null })
  expect(noAge.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['age', 'Enter your age'],
  ])
})

test('a blank amount is missing, not $0', () => {
  const result = AssessmentSchema.safeParse({ ...valid, annualIncome: '', totalDebt: '   ' })
  expect(result.success).toBe(false)
  const messages = Object.fromEntries(
    result.error!.issues.map((i) => [i.path.join('.'), i.message]),
  )
  expect(messages.annualIncome).toBe('Enter your annual income (0 if none)')
  expect(messages.totalDebt).toBe('Enter your total debt (0 if none)')
})

test('text that is not a number is named as such', () => {
  const result = AssessmentSchema.safeParse({ ...valid, investableAssets: 'lots' })
  expect(result.error?.issues[0]?.message).toBe('Enter your investable assets as a number')
})

test('phone numbers are normalised; the phone consent box reads form values', () => {
  const parsed = AssessmentSchema.parse({ ...valid, phone: '+1 614.555.0134', phoneConsent: 'on' })
  expect(parsed.phone).toBe('(614) 555-0134')
  expect(parsed.phoneConsent).toBe(true)
})

test('"Just show my score" sends from the page exactly the fields its schema reads, and the choice', async () => {
  const { SCORE_ONLY_FIELDS } = await import('./assessment-page')
  const { ScoreOnlySchema } = await import('./schema')
  expect([...SCORE_ONLY_FIELDS].sort()).toEqual(
    [...Object.keys(ScoreOnlySchema.shape), 'matching'].sort(),
  )
})
