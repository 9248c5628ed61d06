import { expect, test } from 'vitest'
import { lineText, multilineText, ONE_LINE_MESSAGE, PLAIN_TEXT_MESSAGE } from './fields'

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

test('one line of text refuses tabs, line breaks and every other control character', () => {
  const name = lineText('Enter your name').min(2, 'Too short').max(20, 'Too long')
  expect(name.parse('  Zoë Ångström  ')).toBe('Zoë Ångström')
  for (const bad of [
    'Ada\tLovelace',
    'Ada\nLovelace',
    'Ada\rL',
    'Ada\u0000',
    'Ada\u007F',
    'Ada\u0085',
  ])
    expect(messageOf(name.safeParse(bad)), JSON.stringify(bad)).toBe(ONE_LINE_MESSAGE)
  // Surrounding whitespace, line breaks included, is trimmed before the check.
  expect(name.parse('\nAda\n')).toBe('Ada')
  expect(messageOf(name.safeParse(undefined))).toBe('Enter your name')
  expect(messageOf(name.safeParse('A'))).toBe('Too short')
})

test('multi-line text keeps tabs and line breaks and refuses the other control characters', () => {
  const message = multilineText().max(100, 'Too long')
  expect(message.parse('First line\r\nSecond\tline')).toBe('First line\r\nSecond\tline')
  for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\u007Fb', 'a\u009Fb'])
    expect(messageOf(message.safeParse(bad)), JSON.stringify(bad)).toBe(PLAIN_TEXT_MESSAGE)
})
