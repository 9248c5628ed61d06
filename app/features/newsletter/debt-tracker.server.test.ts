import ExcelJS from 'exceljs'
import { expect, test } from 'vitest'
import { buildDebtTrackerWorkbook, DEBT_TRACKER_FILENAME } from './debt-tracker.server'

async function load(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook()
  // exceljs types its Buffer as an ArrayBuffer, so hand it a plain copy of the bytes.
  await workbook.xlsx.load(Uint8Array.from(buffer).buffer)
  return workbook
}

async function buildAndLoad() {
  return load(await buildDebtTrackerWorkbook())
}

function sheet(workbook: ExcelJS.Workbook, name: string) {
  const found = workbook.getWorksheet(name)
  if (!found) throw new Error(`missing sheet ${name}`)
  return found
}

/** The formula in a cell (without a leading '='), or undefined when the cell holds none. */
function formulaOf(cell: ExcelJS.Cell): string | undefined {
  const value = cell.value
  if (value !== null && typeof value === 'object' && 'formula' in value) return value.formula
  return undefined
}

/** Plain cell contents, formulas included, for comparing two builds. */
function snapshot(workbook: ExcelJS.Workbook) {
  const cells: Record<string, unknown> = {}
  workbook.eachSheet((ws) => {
    ws.eachRow({ includeEmpty: false }, (row) => {
      row.eachCell({ includeEmpty: false }, (cell) => {
        cells[`${ws.name}!${cell.address}`] = {
          value: cell.value,
          numFmt: cell.numFmt,
          fill: cell.fill,
        }
      })
    })
  })
  return cells
}

test('the file name is the one promised in the welcome email', () => {
  expect(DEBT_TRACKER_FILENAME).toBe('wealthward-debt-tracker.xlsx')
})

test('the output is an xlsx (zip) file with the three sheets in order', async () => {
  const buffer = await buildDebtTrackerWorkbook()
  expect(Buffer.isBuffer(buffer)).toBe(true)
  expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK')

  const workbook = await load(buffer)
  expect(workbook.worksheets.map((ws) => ws.name)).toEqual([
    'Debts',
    'Monthly tracker',
    'How to use',
  ])
  expect(workbook.creator).toBe('Wealthward')
  expect(workbook.created.toISOString()).toBe('2026-01-01T00:00:00.000Z')
})

test('the Debts sheet has instructions and the expected header row, frozen below it', async () => {
  const debts = sheet(await buildAndLoad(), 'Debts')
  expect(debts.getCell('A2').text).toMatch(/^Enter each debt on its own row/)
  expect([1, 2, 3, 4, 5, 6, 7].map((col) => debts.getRow(5).getCell(col).value)).toEqual([
    'Debt name',
    'Balance ($)',
    'APR (%)',
    'Minimum payment ($)',
    'Monthly interest ($)',
    'Payoff order (avalanche)',
    'Payoff order (snowball)',
  ])
  expect(debts.getCell('A5').font?.bold).toBe(true)
  expect(debts.getCell('A5').fill).toMatchObject({ type: 'pattern', pattern: 'solid' })
  expect(debts.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 })
  for (const col of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) {
    expect(debts.getColumn(col).width ?? 0).toBeGreaterThanOrEqual(10)
  }
})

test('the first input row is a labelled example and the other nine are blank', async () => {
  const debts = sheet(await buildAndLoad(), 'Debts')
  expect(debts.getCell('A6').value).toBe('Example: credit card')
  expect(debts.getCell('B6').value).toBe(5000)
  expect(debts.getCell('C6').value).toBe(18.99)
  expect(debts.getCell('D6').value).toBe(150)
  expect(debts.getCell('B6').numFmt).toBe('$#,##0.00')
  for (let r = 7; r <= 15; r++) {
    for (const col of ['A', 'B', 'C', 'D']) {
      expect(debts.getCell(`${col}${r}`).value, `${col}${r}`).toBeNull()
    }
  }
})

test('input cells are filled yellow and formula cells are not', async () => {
  const debts = sheet(await buildAndLoad(), 'Debts')
  const fillColour = (address: string) => {
    const fill = debts.getCell(address).fill
    return fill?.type === 'pattern' ? fill.fgColor?.argb : undefined
  }
  const yellow = fillColour('B6')
  expect(yellow).toBe('FFFFF2CC')
  for (const address of ['A15', 'C10', 'D7', 'B18']) expect(fillColour(address)).toBe(yellow)
  for (const address of ['E6', 'F6', 'G15', 'B19']) expect(fillColour(address)).not.toBe(yellow)
})

test('debt inputs reject text and out-of-range numbers across the whole table', async () => {
  const debts = sheet(await buildAndLoad(), 'Debts')
  for (const r of [6, 9, 10, 15]) {
    expect(debts.getCell(`B${r}`).dataValidation).toMatchObject({ type: 'decimal', formulae: [0] })
    expect(debts.getCell(`C${r}`).dataValidation).toMatchObject({
      type: 'decimal',
      operator: 'between',
      formulae: [0, 100],
    })
  }
  const tracker = sheet(await buildAndLoad(), 'Monthly tracker')
  expect(tracker.getCell('D64').dataValidation).toMatchObject({ type: 'decimal' })
})

test('every debt row computes monthly interest and both payoff orders from its own cells', async () => {
  const debts = sheet(await buildAndLoad(), 'Debts')
  for (let r = 6; r <= 15; r++) {
    const interest = formulaOf(debts.getCell(`E${r}`))
    expect(interest).toBe(`IF(OR(B${r}="",C${r}=""),"",B${r}*C${r}/100/12)`)

    const avalanche = formulaOf(debts.getCell(`F${r}`)) ?? ''
    expect(avalanche).toMatch(new RegExp(`^IF\\(OR\\(B${r}="",C${r}=""\\),"",`))
    expect(avalanche).toContain(`RANK(C${r},$C$6:$C$15,0)`)

    const snowball = formulaOf(debts.getCell(`G${r}`)) ?? ''
    expect(snowball).toMatch(new RegExp(`^IF\\(B${r}="","",`))
    expect(snowball).toContain(`RANK(B${r},$B$6:$B$15,1)`)
  }
  expect(debts.getCell('E6').numFmt).toBe('$#,##0.00')
})

test('the total row sums the debt columns and weights the APR by balance', async () => {
  const debts = sheet(await buildAndLoad(), 'Debts')
  expect(debts.getCell('A16').value).toBe('Total')
  expect(formulaOf(debts.getCell('B16'))).toBe('SUM(B6:B15)')
  expect(formulaOf(debts.getCell('D16'))).toBe('SUM(D6:D15)')
  expect(formulaOf(debts.getCell('E16'))).toBe('SUM(E6:E15)')
  expect(formulaOf(debts.getCell('C16'))).toBe(
    'IF(SUM(B6:B15)=0,"",SUMPRODUCT(B6:B15,C6:C15)/SUM(B6:B15))',
  )
})

test('the extra payment is an input and the total monthly payment adds it to the minimums', async () => {
  const debts = sheet(await buildAndLoad(), 'Debts')
  expect(debts.getCell('A18').value).toBe('Extra monthly payment ($)')
  expect(debts.getCell('B18').value).toBe(0)
  expect(debts.getCell('A19').value).toBe('Total monthly payment ($)')
  expect(formulaOf(debts.getCell('B19'))).toBe('D16+B18')
  expect(formulaOf(debts.getCell('B20'))).toContain('MATCH(1,$F$6:$F$15,0)')
  expect(formulaOf(debts.getCell('B21'))).toContain('MATCH(1,$G$6:$G$15,0)')
})

test('formula cells carry results for the example so non-recalculating previews look right', async () => {
  const debts = sheet(await buildAndLoad(), 'Debts')
  const resultOf = (address: string) => {
    const value = debts.getCell(address).value
    return value !== null && typeof value === 'object' && 'result' in value
      ? value.result
      : undefined
  }
  expect(resultOf('E6')).toBeCloseTo((5000 * 18.99) / 100 / 12, 10)
  expect(resultOf('F6')).toBe(1)
  expect(resultOf('G6')).toBe(1)
  expect(resultOf('B16')).toBe(5000)
  expect(resultOf('B19')).toBe(150)
})

test('the monthly tracker has 60 month rows chained from the Debts total', async () => {
  const tracker = sheet(await buildAndLoad(), 'Monthly tracker')
  expect([1, 2, 3, 4, 5, 6, 7].map((col) => tracker.getRow(4).getCell(col).value)).toEqual([
    'Month',
    'Starting total balance ($)',
    'Payments made ($)',
    'Interest charged ($)',
    'Ending total balance ($)',
    'Paid off so far ($)',
    'Progress (%)',
  ])
  expect(tracker.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 })

  const first = formulaOf(tracker.getCell('B5')) ?? ''
  expect(first).toContain('Debts!$B$16')

  let dataRows = 0
  for (let r = 5; formulaOf(tracker.getCell(`E${r}`)) !== undefined; r++) {
    dataRows++
    expect(formulaOf(tracker.getCell(`E${r}`))).toBe(
      `IF(OR(B${r}="",AND(C${r}="",D${r}="")),"",B${r}+D${r}-C${r})`,
    )
    if (r > 5) expect(formulaOf(tracker.getCell(`B${r}`))).toBe(`IF(E${r - 1}="","",E${r - 1})`)
    expect(formulaOf(tracker.getCell(`F${r}`))).toContain(`$B$5-E${r}`)
    expect(formulaOf(tracker.getCell(`G${r}`))).toContain(`F${r}/$B$5`)
    expect(tracker.getCell(`G${r}`).numFmt).toContain('%')
    expect(tracker.getCell(`A${r}`).value).toBeNull()
    expect(tracker.getCell(`C${r}`).value).toBeNull()
    expect(tracker.getCell(`D${r}`).value).toBeNull()
  }
  expect(dataRows).toBe(60)
  expect(formulaOf(tracker.getCell('C65'))).toBe('SUM(C5:C64)')
  expect(formulaOf(tracker.getCell('D65'))).toBe('SUM(D5:D64)')
})

test('the how-to sheet explains both methods, points to the calculator and disclaims advice', async () => {
  const howTo = sheet(await buildAndLoad(), 'How to use')
  const lines: string[] = []
  howTo.eachRow((row) => {
    const value = row.getCell(1).value
    if (typeof value === 'string') lines.push(value)
  })
  const body = lines.slice(1)
  expect(body.length).toBeGreaterThanOrEqual(6)
  expect(body.length).toBeLessThanOrEqual(10)
  const text = lines.join('\n')
  expect(text).toMatch(/avalanche/i)
  expect(text).toMatch(/snowball/i)
  expect(text).toContain(
    'Try the Debt Freedom Calculator on our website to see your debt-free date',
  )
  expect(text).toMatch(/not financial advice/i)
  expect(text).not.toMatch(/https?:\/\//)
})

test('two builds produce identical sheet contents', async () => {
  const [a, b] = await Promise.all([buildAndLoad(), buildAndLoad()])
  const first = snapshot(a)
  expect(Object.keys(first).length).toBeGreaterThan(300)
  expect(snapshot(b)).toEqual(first)
})
