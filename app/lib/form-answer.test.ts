import { parseWithZod } from '@conform-to/zod/v4'
import { expect, test } from 'vitest'
import { LoginSchema, SignupSchema } from '~/features/auth/schema'
import { problemsOf, toSubmissionResult } from './form-answer'

const formData = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

/** What the browser shows before sending: Conform's `onValidate` with the page's schema. */
const browserProblems = (schema: Parameters<typeof parseWithZod>[1]['schema'], data: FormData) => {
  const submission = parseWithZod(data, { schema })
  const reply = submission.reply()
  return Object.fromEntries(
    Object.entries(reply.error ?? {}).flatMap(([name, messages]) =>
      messages?.[0] ? [[name, [messages[0]]]] : [],
    ),
  )
}

/** What the page shows after the server refused it: the action's answer turned into `lastResult`. */
const serverProblems = (schema: Parameters<typeof parseWithZod>[1]['schema'], data: FormData) => {
  const submission = parseWithZod(data, { schema })
  if (submission.status === 'success') return {}
  return toSubmissionResult(problemsOf(submission)).error
}

test('a sign-in form with a bad email and no password gets the same problems in the browser and from the server', () => {
  const data = formData([
    ['email', 'pat@'],
    ['password', ''],
  ])
  const expected = {
    email: ['Enter a valid email address, like name@example.com'],
    password: ['Enter your password'],
  }
  expect(browserProblems(LoginSchema, data)).toEqual(expected)
  expect(serverProblems(LoginSchema, data)).toEqual(expected)
})

test('a blank form field and a missing JSON field get the same message', () => {
  const fromForm = problemsOf(parseWithZod(formData([['email', '  ']]), { schema: LoginSchema }))
  const fromJson = LoginSchema.safeParse({ email: '  ' }).error?.issues ?? []
  expect(fromForm.fieldErrors.email).toBe(fromJson.find((i) => i.path[0] === 'email')?.message)
  expect(fromForm.fieldErrors.password).toBe(
    LoginSchema.safeParse({ email: 'a@example.com' }).error?.issues[0]?.message,
  )
})

test('a sign-up with a weak password is refused alike on both sides, and keeps what was typed', () => {
  const data = formData([
    ['firstName', 'Avery'],
    ['lastName', 'Stone'],
    ['email', 'avery@example.com'],
    ['password', 'short1'],
    ['goals', 'invest'],
    ['agreeToTerms', 'on'],
  ])
  expect(browserProblems(SignupSchema, data)).toEqual(serverProblems(SignupSchema, data))
  expect(Object.keys(serverProblems(SignupSchema, data) ?? {})).toEqual(['password'])
})

test("an action's answer becomes Conform's lastResult: problems, the form's message, typed values", () => {
  expect(
    toSubmissionResult({
      fieldErrors: { email: 'Enter your email address' },
      formError: 'Invalid email or password',
      values: { email: 'pat@', rememberMe: true, newsletter: false, goals: ['invest'], age: 40 },
    }),
  ).toEqual({
    status: 'error',
    error: { email: ['Enter your email address'], '': ['Invalid email or password'] },
    initialValue: { email: 'pat@', rememberMe: 'on', goals: ['invest'], age: '40' },
  })
  expect(toSubmissionResult({ fieldErrors: {}, formError: null }).status).toBe('success')
})

test('a problem with the whole form (a refinement without a path) is the form message', () => {
  expect(problemsOf({ error: { '': ['Choose one'], email: ['Bad', 'Worse'] } })).toEqual({
    fieldErrors: { email: 'Bad' },
    formError: 'Choose one',
  })
})
