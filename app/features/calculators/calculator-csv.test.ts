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
    budget: 'Category,Amount ($),Share of pay (%),Guideline group',
    'credit-card-payoff': 'Month,Payment ($),Interest ($),Principal ($),Balance ($)',
    'loan-comparison': 'Loan,Name,Month,Payment ($),Interest ($),Principal ($),Balance ($)',
    'wealth-projection': 'Year,Cash ($),Investments ($),Retirement ($),Home equity ($),Debt ($)',
  }
  for (const type of CALCULATOR_TYPES) {
    for (const query of ['', 'utm_source=newsletter']) {
      const response = await download(calculatorCsvUrl(type, query))
      expect(response.status).toBe(200)
      const [header, firstRow] = (await response.text()).split('\r\n')
      expect(header?.startsWith(headers[type])).toBe(true)
      expect(firstRow).toMatch(type === 'budget' ? /^Housing,/ : /^\d/)
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

test('the budget CSV has a row per category with its share of pay and guideline group', async () => {
  const response = await download(
    calculatorCsvUrl(
      'budget',
      'income=4000&housing=1000&transport=0&food=400.5&utilities=0&insurance=0&debt=200&extraDebt=100&savings=300&personal=0&other=0',
    ),
  )
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Disposition')).toBe(
    'attachment; filename="budget-by-category.csv"',
  )
  const rows = (await response.text()).trim().split('\r\n')
  expect(rows).toHaveLength(11)
  expect(rows[1]).toBe('Housing,1000,25,Needs')
  expect(rows[3]).toBe('Food,400.5,10.01,Needs')
  expect(rows[6]).toBe('Debt payments (minimums),200,5,Needs')
  expect(rows[7]).toBe('Extra debt payments,100,2.5,Savings & extra debt payments')
  expect(rows[10]).toBe('Other,0,0,Wants')
})

test('the credit-card CSV is the chosen plan month by month, and a bad query is refused', async () => {
  const response = await download(
    calculatorCsvUrl('credit-card-payoff', 'balance=1000&apr=12&mode=payment&payment=300'),
  )
  expect(response.headers.get('Content-Disposition')).toBe(
    'attachment; filename="credit-card-payoff-schedule.csv"',
  )
  const rows = (await response.text()).trim().split('\r\n')
  // $1,000 at 1% a month, $300 a month: 10 interest, 290 principal first; four payments.
  expect(rows[1]).toBe('1,300,10,290,710')
  expect(rows).toHaveLength(5)
  expect(rows[4]?.split(',').at(-1)).toBe('0')
  const bad = await download('/calculators/credit-card-payoff/csv?apr=120&mode=weekly')
  expect(bad.status).toBe(400)
  expect(await bad.text()).toBe(
    'The CSV could not be made: some of the link’s numbers are not accepted.\n' +
      'apr: Enter a number from 0 to 100\n' +
      'mode: Choose one of payment, target\n',
  )
})

test('the loan CSV has every loan’s schedule in turn; the wealth CSV a row a year from today', async () => {
  const loans = await download(
    calculatorCsvUrl(
      'loan-comparison',
      'name=%3DSUM(A1)&amount=1200&apr=0&term=12&unit=months&name=B&amount=2400&apr=12&term=2&unit=years&fees=50',
    ),
  )
  expect(loans.headers.get('Content-Disposition')).toBe(
    'attachment; filename="loan-comparison-schedules.csv"',
  )
  const rows = (await loans.text()).trim().split('\r\n')
  expect(rows).toHaveLength(1 + 12 + 24)
  // A name a spreadsheet would run as a formula is defused.
  expect(rows[1]).toBe("1,'=SUM(A1),1,100,0,100,1100")
  expect(rows[12]).toBe("1,'=SUM(A1),12,100,0,100,0")
  expect(rows[13]).toBe('2,B,1,112.98,24,88.98,2311.02')
  expect(rows[36]?.split(',').at(-1)).toBe('0')
  const bad = await download(
    calculatorCsvUrl('loan-comparison', 'amount=100&amount=100&apr=1&apr=1&term=1&term=1&fees=100'),
  )
  expect(bad.status).toBe(400)
  expect(await bad.text()).toMatch(
    /^The CSV could not be made: .*\nfees 1: Points and fees \(\$100\)/,
  )

  const wealth = await download(
    calculatorCsvUrl(
      'wealth-projection',
      'cash=1000&investments=0&retirement=0&homeEquity=0&debt=0&monthlySaving=0&cashReturn=0&years=2',
    ),
  )
  const years = (await wealth.text()).trim().split('\r\n')
  expect(years).toHaveLength(4)
  expect(years[3]?.split(',').slice(0, 2)).toEqual(['2', '1000'])
})
