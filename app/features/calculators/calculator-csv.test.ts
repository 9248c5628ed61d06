import { expect, test } from 'vitest'
import { callRoute } from '../../../tests/route-call'
import { calculatorCsv } from './calculator-csv'
import { calculatorCsvUrl, CALCULATOR_TYPES } from './calculator-types'
import { calculateCompound, parseCompoundParams } from './compound'

const route = await import('~/routes/calculators.$type.csv')

const download = (path: string, init: RequestInit = {}) => {
  const url = new URL(`http://localhost:3000${path}`)
  const type = url.pathname.split('/')[2] ?? ''
  return callRoute(route.loader, new Request(url, init), { type })
}

test('the CSV link of a calculator answers its table for the same query, as an attachment', async () => {
  const query = 'initial=2500&monthly=100&rate=6&years=3&frequency=4'
  const response = await download(calculatorCsvUrl('compound-interest', query))
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('Content-Disposition')).toBe(
    'attachment; filename="compound-interest-by-year.csv"',
  )
  const lines = (await response.text()).split('\r\n')
  expect(lines[0]).toBe('Year,Balance ($),Contributions ($),Interest ($),Growth (%)')
  // One row a year, to the cent, as the page works them out.
  const { yearlyData } = calculateCompound(parseCompoundParams(new URLSearchParams(query)))
  expect(lines.slice(1, -1)).toHaveLength(3)
  expect(lines[3]?.split(',').slice(0, 3)).toEqual([
    '3',
    String(Math.round(yearlyData[2]!.balance * 100) / 100),
    '6100',
  ])
})

test('every calculator’s CSV link works with and without a query', async () => {
  const headers = {
    'debt-freedom':
      'Month,Date,Payment ($),One-off payment ($),Principal ($),Interest ($),Balance ($),Progress (%)',
    'compound-interest': 'Year,Balance ($),Contributions ($),Interest ($),Growth (%)',
    dividend: 'Year,Portfolio Value ($),Dividends Before Tax ($)',
    retirement: 'Age,Phase,Balance ($),Contributions ($),Income needed ($),Withdrawals ($)',
    'emergency-fund': 'Month,Balance ($),Percent of target (%)',
  }
  for (const type of CALCULATOR_TYPES) {
    for (const query of ['', 'utm_source=newsletter']) {
      const response = await download(calculatorCsvUrl(type, query))
      expect(response.status).toBe(200)
      const [header, firstRow] = (await response.text()).split('\r\n')
      expect(header?.startsWith(headers[type])).toBe(true)
      expect(firstRow).toMatch(/^\d/)
    }
  }
  const debt = await download(
    calculatorCsvUrl('debt-freedom', 'debt=Card%7C1000%7C12%7C100&strategy=avalanche&extra=0'),
  )
  const rows = (await debt.text()).trim().split('\r\n')
  // $1,000 at 1% a month paid at $100 a month: 11 payments, the last one smaller.
  expect(rows).toHaveLength(12)
  expect(rows[11]?.split(',')[6]).toBe('0')
})

test('a query the calculator refuses is a 400 in plain text naming each value; nothing else is served', async () => {
  const bad = await download('/calculators/retirement/csv?age=abc&inflation=50&retireAt=70')
  expect(bad.status).toBe(400)
  expect(bad.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
  expect(await bad.text()).toBe(
    'The CSV could not be made: some of the link’s numbers are not accepted.\n' +
      'age: Enter a whole number from 18 to 100\n' +
      'inflation: Enter a number from 0 to 10\n',
  )
  const debt = await download('/calculators/debt-freedom/csv?debt=Card%7C500%7C200%7C25')
  expect(debt.status).toBe(400)
  expect(await debt.text()).toContain('debt 1 rate: Enter a number from 0 to 100')

  // Too many debts, or a control character in a name, are refused rather than cut or kept.
  const many = new URLSearchParams(Array.from({ length: 21 }, () => ['debt', 'Card|100|10|10']))
  const tooMany = await download(`/calculators/debt-freedom/csv?${many}`)
  expect(tooMany.status).toBe(400)
  expect(await tooMany.text()).toContain('\ndebt: List at most 20 debts\n')
  const nul = await download('/calculators/debt-freedom/csv?debt=Ca%00rd%7C100%7C10%7C10')
  expect(await nul.text()).toContain(
    'debt 1 name: Use one line of plain text, without tabs or line breaks',
  )

  const unknown = await download('/calculators/lottery/csv')
  expect(unknown.status).toBe(404)
  expect(unknown.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')

  const posted = await callRoute(
    route.action,
    new Request('http://localhost:3000/calculators/dividend/csv', { method: 'POST' }),
  )
  expect(posted.status).toBe(405)
})

test('each calculator’s CSV holds its whole table, row by row, under its own file name', () => {
  // The debt schedule is dated from the month after the one it is made in.
  const now = new Date('2026-11-20T12:00:00Z')
  const lines = (type: Parameters<typeof calculatorCsv>[0], inputs: string) => {
    const csv = calculatorCsv(type, inputs, now)
    if ('problem' in csv) throw new Error(csv.problem)
    return { filename: csv.filename, rows: csv.body.split('\r\n') }
  }

  expect(lines('debt-freedom', 'debt=Loan|1000|0|300&strategy=avalanche&extra=0')).toEqual({
    filename: 'debt-payoff-schedule.csv',
    rows: [
      'Month,Date,Payment ($),One-off payment ($),Principal ($),Interest ($),Balance ($),Progress (%)',
      '1,2026-12,300,0,300,0,700,30',
      '2,2027-01,300,0,300,0,400,60',
      '3,2027-02,300,0,300,0,100,90',
      '4,2027-03,100,0,100,0,0,100',
      '',
    ],
  })
  // A one-off payment shows in its month; a 0% promotion charges nothing, then the APR applies.
  expect(
    lines(
      'debt-freedom',
      'debt=Card|1000|12|300|2|0&oneoff=2|200&strategy=avalanche&extra=0',
    ).rows.slice(1, 4),
  ).toEqual([
    '1,2026-12,300,0,300,0,700,30',
    '2,2027-01,500,200,500,0,200,80',
    '3,2027-02,202,0,200,2,0,100',
  ])
  expect(
    lines('compound-interest', 'initial=1000&monthly=100&rate=0&years=3&frequency=12'),
  ).toEqual({
    filename: 'compound-interest-by-year.csv',
    rows: [
      'Year,Balance ($),Contributions ($),Interest ($),Growth (%)',
      '1,2200,2200,0,0',
      '2,3400,3400,0,0',
      '3,4600,4600,0,0',
      '',
    ],
  })
  expect(
    lines(
      'dividend',
      'initial=10000&yield=4&monthly=0&dividendGrowth=0&priceGrowth=0&years=3&reinvest=false&tax=15',
    ),
  ).toEqual({
    filename: 'dividend-income-by-year.csv',
    rows: [
      'Year,Portfolio Value ($),Dividends Before Tax ($),Dividend Tax ($),Dividends After Tax ($),Current Yield (%),Yield on Cost (%),Total Dividends After Tax ($),Total Invested ($),Dividend Growth (%)',
      '1,10000,400,60,340,4,4,340,10000,',
      '2,10000,400,60,340,4,4,680,10000,0',
      '3,10000,400,60,340,4,4,1020,10000,0',
      '',
    ],
  })
  expect(
    lines(
      'retirement',
      'age=60&retireAt=65&lifeExpectancy=75&savings=100000&monthly=1000&return=0&income=30000&inflation=0',
    ),
  ).toEqual({
    filename: 'retirement-projection-by-year.csv',
    rows: [
      'Age,Phase,Balance ($),Contributions ($),Income needed ($),Withdrawals ($)',
      '60,Saving,100000,12000,0,0',
      '61,Saving,112000,12000,0,0',
      '62,Saving,124000,12000,0,0',
      '63,Saving,136000,12000,0,0',
      '64,Saving,148000,12000,0,0',
      '65,Retired,160000,0,30000,30000',
      '66,Retired,130000,0,30000,30000',
      '67,Retired,100000,0,30000,30000',
      '68,Retired,70000,0,30000,30000',
      '69,Retired,40000,0,30000,30000',
      '70,Retired,10000,0,30000,10000',
      '71,Retired,0,0,30000,0',
      '72,Retired,0,0,30000,0',
      '73,Retired,0,0,30000,0',
      '74,Retired,0,0,30000,0',
      '75,Retired,0,0,0,0',
      '',
    ],
  })
  expect(lines('emergency-fund', 'current=19000&savings=600')).toEqual({
    filename: 'emergency-fund-progress-by-month.csv',
    rows: [
      'Month,Balance ($),Percent of target (%)',
      '0,19000,90.48',
      '1,19600,93.33',
      '2,20200,96.19',
      '3,20800,99.05',
      '4,21000,100',
      '',
    ],
  })
})
