import { expect, test } from 'vitest'
import { leadWithdrawnEmail } from './withdrawal-email'

const links = { siteUrl: 'https://wealthward.example', postalAddress: '1 Main St, Columbus, OH' }

test('given one withdrawn lead, the advisor gets its reference and match date and a request to delete their copy', () => {
  const email = leadWithdrawnEmail(
    { name: 'Dana <Advisor>' },
    [{ leadId: 'lead-123', matchedAt: new Date('2026-03-05T23:30:00Z') }],
    links,
  )
  expect(email.subject).toBe('A Wealthward lead was withdrawn')
  expect(email.text).toContain('Hello Dana <Advisor>,')
  expect(email.text).toContain('• Lead reference lead-123, matched to you on March 5, 2026')
  expect(email.text).toContain('delete the details we sent you')
  expect(email.text).toContain('1 Main St, Columbus, OH')
  // Names from the database are escaped in the HTML part.
  expect(email.html).toContain('Hello Dana &lt;Advisor&gt;,')
  expect(email.html).toContain('<li>Lead reference lead-123, matched to you on March 5, 2026</li>')
})

test('given several leads, the subject and wording are plural and every reference is listed', () => {
  const email = leadWithdrawnEmail(
    { name: 'Dana' },
    [
      { leadId: 'lead-1', matchedAt: new Date('2026-01-02T10:00:00Z') },
      { leadId: 'lead-2', matchedAt: new Date('2026-02-03T10:00:00Z') },
    ],
    { siteUrl: 'https://wealthward.example' },
  )
  expect(email.subject).toBe('Wealthward leads were withdrawn')
  expect(email.text).toContain('behind these leads')
  expect(email.text.match(/Lead reference/g)).toHaveLength(2)
})
