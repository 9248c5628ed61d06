import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { calculateDividend, DIVIDEND_DEFAULTS } from './dividend'
import { DividendBreakdown } from './dividend-breakdown'

function breakdown(years: number) {
  const outcome = calculateDividend({ ...DIVIDEND_DEFAULTS, years })
  if (!outcome.ok) throw new Error(outcome.problem.message)
  return renderToStaticMarkup(
    <DividendBreakdown rows={outcome.result.yearlyBreakdown} taxRate={15} />,
  )
}

test('every year is in the table, five of them on screen, and the toggle names how many there are', () => {
  const fifty = breakdown(50)
  expect(fifty).toContain('>Show all 50 years</button>')
  expect(fifty).toContain('aria-expanded="false"')
  expect(fifty.match(/<tr/g)).toHaveLength(51)
  // Years past the five on screen stay in the page for printing.
  expect(fifty.match(/\bhidden print:table-row\b/g)).toHaveLength(45)
  expect(breakdown(20)).toContain('>Show all 20 years</button>')
  expect(breakdown(5)).not.toContain('Show all')
})
