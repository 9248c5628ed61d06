import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { BUNDLED_ARTICLE_COUNT } from '../../../tests/bundled-articles'
import { dollarAmounts, figureProblems, sentencesOf } from './figures'

/**
 * Articles state this year's figures: the ones yearly-figures.ts holds, and none of the figures that
 * stopped being true (docs/decisions/030-article-figures.md).
 */
const CONTENT_DIR = path.resolve('content/blog')
const articles = readdirSync(CONTENT_DIR)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(path.join(CONTENT_DIR, name), 'utf8') }))

test('no article states a stale figure or one that disagrees with yearly-figures.ts', () => {
  const problems = articles.flatMap(({ name, text }) =>
    figureProblems(text).map(({ rule, sentence }) => `${name}: ${rule}\n    "${sentence}"`),
  )
  expect(problems).toEqual([])
  expect(articles).toHaveLength(BUNDLED_ARTICLE_COUNT)
})

test('reads dollar amounts, millions included, and splits sentences without breaking decimals', () => {
  expect(dollarAmounts('From $1.26 million to $2,071 a month and $72.50.')).toEqual([
    1_260_000, 2_071, 72.5,
  ])
  expect(sentencesOf('It is 72.5 cents. Next one [link](/blog/x).\nA line')).toEqual([
    'It is 72.5 cents.',
    'Next one link.',
    'A line',
  ])
})

test.each([
  'You can also get up to $5,000 more in paper I bonds with your federal tax refund.',
  'TreasuryDirect only (plus paper bonds with a tax refund)',
  'The average Social Security retirement benefit is about $1,907 a month.',
  'The average retired-worker benefit is about $2,008 a month in 2025.',
  'Fidelity estimates a 65-year-old couple needs $315,000 for health care in retirement.',
  'Americans told Northwestern Mutual they need $1.46 million to retire.',
  "The magic number in Northwestern Mutual's study is $1,460,000.",
  'The IRS mileage rate is 70 cents a mile for 2025.',
  'Log every trip: the standard mileage rate was 67 cents per mile.',
  'For 2026 you can contribute up to $23,500 to a 401(k).',
  'For 2026 the IRA limit is $7,000.',
  'For 2026 the HSA limit is $4,300 for self-only coverage.',
  'The poverty guideline for a one-person household is $15,650.',
  'If your income is low, apply for SAVE to get the lowest payment.',
])('flags the stale sentence: %s', (sentence) => {
  expect(figureProblems(sentence)).not.toEqual([])
})

test.each([
  'Since 1 January 2025 you can no longer buy paper I bonds with your tax refund.',
  'The average Social Security retirement benefit is about $2,071 a month (SSA, 2026).',
  'Fidelity puts health care at $172,500 per person, about $345,000 for a couple (2025).',
  'Northwestern Mutual’s 2025 study put the magic number at $1.26 million.',
  'The IRS standard mileage rate is 72.5 cents a mile for 2026.',
  'For 2026 you can contribute up to $24,500 to a 401(k), or $32,500 from age 50.',
  'For 2026 the IRA limit is $7,500, or $8,600 from age 50.',
  'For 2026 the HSA limits are $4,400 for self-only coverage and $8,750 for family coverage.',
  'The 2026 poverty guideline for a one-person household is $15,960.',
  'SAVE is closed: borrowers can no longer enroll in SAVE.',
  'Her salary of $72,000 and a $315,000 shortfall are not about health care.',
])('accepts the current sentence: %s', (sentence) => {
  expect(figureProblems(sentence)).toEqual([])
})
