import { expect, test } from 'vitest'
import { problemsOf } from '~/lib/form-answer'
import {
  validateChangePassword,
  validateConfirmEnrolment,
  validateDisableTwoFactor,
  validateRegenerateRecoveryCodes,
} from './security-validation'

const formData = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

test('the browser check of a password change finds what the action refuses, with its words', () => {
  const mismatch = validateChangePassword(
    formData([
      ['intent', 'change-password'],
      ['currentPassword', 'old-Password-1'],
      ['newPassword', 'meadow-Lark-73'],
      ['confirmPassword', 'meadow-Lark-74'],
    ]),
  )
  expect(problemsOf(mismatch)).toEqual({
    fieldErrors: { confirmPassword: 'The two new passwords do not match' },
    formError: null,
  })
  const blank = validateChangePassword(formData([['intent', 'change-password']]))
  expect(problemsOf(blank).fieldErrors).toEqual({
    currentPassword: 'Enter your current password',
    newPassword: 'Enter a password',
    confirmPassword: 'Enter the new password again',
  })
  const fine = validateChangePassword(
    formData([
      ['currentPassword', 'old-Password-1'],
      ['newPassword', 'meadow-Lark-73'],
      ['confirmPassword', 'meadow-Lark-73'],
    ]),
  )
  expect(fine.status).toBe('success')
})

test('the browser checks of the two-step forms ask for a 6-digit code in each code field', () => {
  const hint = 'Enter the 6-digit code from your authenticator app'
  expect(problemsOf(validateConfirmEnrolment(formData([['code', '12ab']]))).fieldErrors).toEqual({
    code: hint,
  })
  expect(
    problemsOf(validateRegenerateRecoveryCodes(formData([['regenerateCode', '']]))).fieldErrors,
  ).toEqual({ regenerateCode: hint })
  expect(problemsOf(validateDisableTwoFactor(formData([]))).fieldErrors).toEqual({
    disablePassword: 'Enter your password',
    disableCode: hint,
  })
  expect(validateConfirmEnrolment(formData([['code', '123 456']])).status).toBe('success')
})
