import { expect, test } from 'vitest'
import { problemsOf } from '~/lib/form-answer'
import { DeclineSchema, newAdvisorSchema, parseAdvisorForm } from './advisor-schema'

const form = (fields: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}

const advisor: [string, string][] = [
  ['name', 'Dana Whitfield'],
  ['firm', 'Harbor Point Wealth'],
  ['crd', '1234567'],
  ['email', 'Dana@HarborPoint.example.com'],
  ['phone', ''],
  ['website', ''],
  ['city', 'Tulsa'],
  ['state', 'OK'],
  ['states', 'TX'],
  ['states', 'OK'],
  ['minAssets', '250,000'],
  ['monthlyCapacity', '20'],
  ['bio', ''],
]

test('a posted advisor form reads blanks as missing, amounts with commas, and an unticked box as no', () => {
  const submission = parseAdvisorForm(form(advisor), newAdvisorSchema())
  expect(submission.status).toBe('success')
  expect(submission.status === 'success' ? submission.value : null).toMatchObject({
    email: 'dana@harborpoint.example.com',
    phone: undefined,
    website: undefined,
    bio: undefined,
    states: ['OK', 'TX'],
    minAssets: 250_000,
    monthlyCapacity: 20,
    active: false,
  })
})

test('amounts that are not whole dollars share one message, in the browser as on the server', () => {
  const amounts = ['-5', '1e3', '0x10', 'lots']
  for (const minAssets of amounts) {
    const fields = advisor.map(([name, value]): [string, string] =>
      name === 'minAssets' ? [name, minAssets] : [name, value],
    )
    expect(problemsOf(parseAdvisorForm(form(fields), newAdvisorSchema())).fieldErrors).toEqual({
      minAssets: 'Enter the minimum investable assets in whole dollars, like 100000',
    })
  }
})

test('a blank reason for declining asks for at least 10 characters; a missing one for a reason', () => {
  expect(problemsOf(parseAdvisorForm(form([['reason', '']]), DeclineSchema)).fieldErrors).toEqual({
    reason: 'Tell the applicant why, in a sentence or two (at least 10 characters)',
  })
  expect(problemsOf(parseAdvisorForm(form([]), DeclineSchema)).fieldErrors).toEqual({
    reason: 'Tell the applicant why, in a sentence or two',
  })
})
