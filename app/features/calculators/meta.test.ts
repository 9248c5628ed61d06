import { expect, test } from 'vitest'
import { calculatorMeta } from './meta'
import { DEBT_PAGE } from './debt-content'
import { DEBT_PAGE_TEXT } from './debt-page-text'

const typesOf = (tags: ReturnType<typeof calculatorMeta>) =>
  tags.flatMap((tag) =>
    'script:ld+json' in tag ? [(tag['script:ld+json'] as { '@type': string })['@type']] : [],
  )

test('a calculator page describes its questions as an FAQPage, and an error page has none', () => {
  const siteUrl = 'https://wealthward.example'
  const withQuestions = calculatorMeta({ ...DEBT_PAGE, faqs: DEBT_PAGE_TEXT.faqs, siteUrl })
  expect(typesOf(withQuestions)).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage'])
  const withoutData = calculatorMeta({ ...DEBT_PAGE, faqs: [], siteUrl })
  expect(typesOf(withoutData)).toEqual(['WebApplication', 'BreadcrumbList'])
})
