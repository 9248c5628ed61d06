import { expect, test } from 'vitest'
import { toCsv } from './csv'

test('rows become CRLF lines with a header, amounts to the cent', () => {
  const csv = toCsv(
    [
      { header: 'Year', value: (r: { year: number; balance: number }) => r.year },
      { header: 'Balance ($)', value: (r) => r.balance },
    ],
    [
      { year: 1, balance: 10723.456 },
      { year: 2, balance: 11500 },
    ],
  )
  expect(csv).toBe('Year,Balance ($)\r\n1,10723.46\r\n2,11500\r\n')
})

test('text with commas, quotes or line breaks is quoted, and formulas are defused', () => {
  const csv = toCsv(
    [{ header: 'Name', value: (r: { name: string }) => r.name }],
    [{ name: 'Card, "gold"' }, { name: '=HYPERLINK("x")' }, { name: 'Line\nbreak' }],
  )
  expect(csv.split('\r\n')).toEqual([
    'Name',
    '"Card, ""gold"""',
    `"'=HYPERLINK(""x"")"`,
    '"Line\nbreak"',
    '',
  ])
})

test('missing and non-finite numbers are left empty', () => {
  expect(
    toCsv(
      [{ header: 'A', value: (r: { a: number | null }) => r.a }],
      [{ a: null }, { a: Infinity }],
    ),
  ).toBe('A\r\n\r\n\r\n')
})
