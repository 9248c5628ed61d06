import { expect, test } from 'vitest'
import { formName } from './tracker'

const element = (attributes: Record<string, string>, properties: object = {}) => ({
  ...properties,
  getAttribute: (name: string) => attributes[name] ?? null,
})

test('a form is named by its data-analytics attribute, then its id attribute, then "form"', () => {
  expect(formName(element({ 'data-analytics': 'Newsletter Sign-up', id: 'x' }))).toBe(
    'newsletter-sign-up',
  )
  expect(formName(element({ id: 'delete_calculation' }))).toBe('delete-calculation')
  expect(formName(element({}))).toBe('form')
  expect(formName(element({ id: '***' }))).toBe('form')
})

test('a field named "id" inside the form does not replace its name', () => {
  // In the browser `form.id` is then the <input name="id">, not a string.
  const shadowed = element({}, { id: { tagName: 'INPUT' }, dataset: {} })
  expect(formName(shadowed)).toBe('form')
  expect(formName(element({ id: 'saved-item' }, { id: { tagName: 'INPUT' } }))).toBe('saved-item')
})
