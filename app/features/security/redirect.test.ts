import { expect, test } from 'vitest'
import { safeRedirectPath } from './redirect'

test('a same-site path is kept with its query and hash', () => {
  expect(safeRedirectPath('/blog?category=budgeting#top', '/')).toBe('/blog?category=budgeting#top')
})

test('absolute, protocol-relative and backslash targets fall back', () => {
  for (const target of [
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x',
    '',
  ]) {
    const result = safeRedirectPath(target, '/dashboard')
    expect(result.startsWith('/') && !result.startsWith('//')).toBe(true)
    expect(new URL(result, 'http://local').origin).toBe('http://local')
  }
  expect(safeRedirectPath('https://evil.example/', '/dashboard')).toBe('/dashboard')
  expect(safeRedirectPath('//evil.example', '/dashboard')).toBe('/dashboard')
  expect(safeRedirectPath(undefined, '/dashboard')).toBe('/dashboard')
})
