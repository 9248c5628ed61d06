import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { calculateEmergency, EMERGENCY_DEFAULTS } from './emergency'
import { ScenarioTable } from './emergency-tables'

/** The cells of the scenario row for a monthly amount, as text. */
function scenarioRow(currentFund: number, amount: string) {
  const input = { ...EMERGENCY_DEFAULTS, currentFund }
  const markup = renderToStaticMarkup(
    <ScenarioTable
      result={calculateEmergency(input)}
      currentFund={currentFund}
      monthlySavings={input.monthlySavings}
    />,
  )
  const row = [...markup.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)]
    .map((match) => match[1] ?? '')
    .find((cells) => new RegExp(`<th[^>]*>\\${amount}(<|$)`).test(cells))
  return [...(row ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((match) => match[1])
}

test('the savings scenarios give months to 3, 6 and 12 months of expenses, Reached once the fund covers a goal', () => {
  expect(scenarioRow(1_000, '$250')).toEqual(['38', '80', '164'])
  expect(scenarioRow(1_000, '$500')).toEqual(['19', '40', '82'])
  expect(scenarioRow(1_000, '$2,000')).toEqual(['5', '10', '21'])
  expect(scenarioRow(25_000, '$250')).toEqual(['Reached', 'Reached', '68'])
})
