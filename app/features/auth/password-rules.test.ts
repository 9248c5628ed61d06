import { expect, test } from 'vitest'
import { isCommonPassword } from './common-passwords'
import { NewPasswordSchema, PASSWORD_HINT } from './password-rules'

const problem = (password: string) =>
  NewPasswordSchema.safeParse(password).error?.issues[0]?.message ?? null

test('a password needs 8 to 128 characters with letters and numbers', () => {
  expect(problem('')).toBe('Enter a password')
  expect(problem('ab12')).toBe(PASSWORD_HINT)
  expect(problem('abcdefghij')).toBe(PASSWORD_HINT)
  expect(problem('1234567890')).toBe(PASSWORD_HINT)
  expect(problem('lantern-Sky-93')).toBeNull()
  expect(problem('ünïcode-wörd-7')).toBeNull()
  expect(problem(`a1${'z'.repeat(126)}`)).toBeNull()
  expect(problem(`a1${'z'.repeat(127)}`)).toBe('Use at most 128 characters')
})

test('common passwords and their usual disguises are refused', () => {
  for (const password of [
    'password1',
    'Password123!',
    'P@ssw0rd1',
    'qwerty123',
    'iloveyou2024',
    'abc12345',
    '1qaz2wsx',
    'Summer2026',
    'passwordpassword1',
    'Wealthward2026',
    'asdfgh12',
  ]) {
    expect(isCommonPassword(password), password).toBe(true)
    expect(problem(password), password).toMatch(/too common/)
  }
})

test('ordinary strong passwords are accepted', () => {
  for (const password of [
    'plum-Tree-48',
    'correct horse 9 battery',
    'Rainier1987hike',
    'mx7-owl-river',
  ])
    expect(isCommonPassword(password), password).toBe(false)
})
