import { expect, test } from 'vitest'
import {
  lineText,
  multilineText,
  ONE_LINE_MESSAGE,
  PLAIN_TEXT_MESSAGE,
  websiteField,
} from './fields'

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

test('a website typed as a bare domain gets https:// in front; one with a scheme keeps it', () => {
  const website = websiteField('Enter a website')
  expect(website.parse('example.com')).toBe('https://example.com')
  expect(website.parse('  www.example.co.uk/about ')).toBe('https://www.example.co.uk/about')
  expect(website.parse('http://example.com')).toBe('http://example.com')
  expect(website.parse('https://example.com/team')).toBe('https://example.com/team')
  expect(website.parse('   ')).toBeUndefined()
  expect(website.parse(undefined)).toBeUndefined()
  for (const bad of [
    'javascript:alert(1)',
    'ftp://example.com',
    'example',
    'exa mple.com',
    'mailto:a@example.com',
  ])
    expect(messageOf(website.safeParse(bad)), bad).toBe('Enter a website')
})
