import { expect, test } from 'vitest'
import { formText, formTexts } from './form-text'

test('a text field reads as its text; a missing field or a file as the fallback', () => {
  const form = new FormData()
  form.set('email', 'ann@example.com')
  form.set('upload', new Blob(['x']), 'x.txt')
  expect(formText(form.get('email'))).toBe('ann@example.com')
  expect(formText(form.get('missing'))).toBe('')
  expect(formText(form.get('upload'))).toBe('')
  expect(formText(form.get('kind'), 'do-not-sell')).toBe('do-not-sell')
  expect(formText(Object.fromEntries(form).email)).toBe('ann@example.com')
})

test('a posted form shows again as its texts: lists kept, files and omitted names left out', () => {
  const payload = {
    intent: 'save',
    name: 'Dana',
    states: ['TX', 'OK'],
    upload: new Blob(['x']),
    mixed: ['a', new Blob(['y'])],
  }
  expect(formTexts(payload, ['intent'])).toEqual({
    name: 'Dana',
    states: ['TX', 'OK'],
    mixed: ['a'],
  })
})
