import { expect, test } from 'vitest'
import { escapeLike, filledParams, likePattern, listHref, PageParamSchema } from './list-query'

test('a search box text is matched literally: LIKE wildcards and backslashes are escaped', () => {
  expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  expect(likePattern('anna')).toBe('%anna%')
  expect(escapeLike('lead_status.%')).toBe('lead\\_status.\\%')
})

test('empty query values are dropped before the filters are parsed', () => {
  expect(filledParams(new URLSearchParams('q=&status=active&source=%20'))).toEqual({
    status: 'active',
  })
})

test('page numbers: odd values fall back to the first page', () => {
  expect(PageParamSchema.parse('3')).toBe(3)
  expect(PageParamSchema.parse('-1')).toBe(0)
  expect(PageParamSchema.parse('two')).toBe(0)
})

test('a list link keeps the filters, resets the page unless asked, and drops empty values', () => {
  const filters = { q: 'ann', status: 'active', source: undefined, page: 2 }
  expect(listHref('/admin/newsletter', filters)).toBe('/admin/newsletter?q=ann&status=active')
  expect(listHref('/admin/newsletter', filters, { page: 3 })).toBe(
    '/admin/newsletter?q=ann&status=active&page=3',
  )
  expect(listHref('/admin/newsletter', filters, { q: '', page: 0 })).toBe(
    '/admin/newsletter?status=active',
  )
  expect(listHref('/admin/newsletter', {})).toBe('/admin/newsletter')
})
