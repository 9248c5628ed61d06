import type ExcelJS from 'exceljs'

/**
 * The free Excel debt tracker attached to the newsletter welcome email.
 *
 * The workbook holds no personal data and is identical for every subscriber: three sheets
 * ("Debts", "Monthly tracker", "How to use") where the user types into the yellow cells and
 * formulas do the rest. Formulas are written with cached results for the example row so that
 * previewers which do not recalculate (mail clients, Quick Look) still show sensible numbers;
 * Excel, LibreOffice and Google Sheets recalculate everything on open.
 */

export const DEBT_TRACKER_FILENAME = 'wealthward-debt-tracker.xlsx'

/** Fixed so every build produces the same document properties. */
const CREATED = new Date('2026-01-01T00:00:00Z')

const CURRENCY = '$#,##0.00'
const RATE = '0.00'
const PERCENT = '0.0%'

const INPUT_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFFFF2CC' },
}
const FORMULA_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFF2F2F2' },
}
const HEADER_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FF1F4E78' },
}
const TOTAL_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFDDEBF7' },
}
const HEADER_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFFFFFFF' } }
const TITLE_FONT: Partial<ExcelJS.Font> = { bold: true, size: 16, color: { argb: 'FF1F4E78' } }
const NOTE_FONT: Partial<ExcelJS.Font> = { italic: true, color: { argb: 'FF595959' } }
const THIN_BORDER: Partial<ExcelJS.Borders> = {
  top: { style: 'thin', color: { argb: 'FFBFBFBF' } },
  left: { style: 'thin', color: { argb: 'FFBFBFBF' } },
  bottom: { style: 'thin', color: { argb: 'FFBFBFBF' } },
  right: { style: 'thin', color: { argb: 'FFBFBFBF' } },
}

// Debts sheet layout.
const DEBTS_SHEET = 'Debts'
const DEBTS_HEADER_ROW = 5
const DEBTS_FIRST_ROW = 6
const DEBT_ROWS = 10
const DEBTS_LAST_ROW = DEBTS_FIRST_ROW + DEBT_ROWS - 1 // 15
const DEBTS_TOTAL_ROW = DEBTS_LAST_ROW + 1 // 16
const EXTRA_PAYMENT_ROW = DEBTS_TOTAL_ROW + 2 // 18
const TOTAL_PAYMENT_ROW = EXTRA_PAYMENT_ROW + 1 // 19
const NEXT_AVALANCHE_ROW = TOTAL_PAYMENT_ROW + 1 // 20
const NEXT_SNOWBALL_ROW = NEXT_AVALANCHE_ROW + 1 // 21
/** Absolute reference to the total balance, used by the Monthly tracker. */
const TOTAL_BALANCE_REF = `${DEBTS_SHEET}!$B$${DEBTS_TOTAL_ROW}`

const EXAMPLE = { name: 'Example: credit card', balance: 5000, apr: 18.99, minimum: 150 }
const EXAMPLE_INTEREST = (EXAMPLE.balance * EXAMPLE.apr) / 100 / 12

// Monthly tracker layout.
const TRACKER_SHEET = 'Monthly tracker'
const TRACKER_HEADER_ROW = 4
const TRACKER_FIRST_ROW = 5
const TRACKER_MONTHS = 60
const TRACKER_LAST_ROW = TRACKER_FIRST_ROW + TRACKER_MONTHS - 1 // 64
const TRACKER_TOTAL_ROW = TRACKER_LAST_ROW + 1 // 65

type FormulaResult = number | string

function formula(text: string, result: FormulaResult): ExcelJS.CellFormulaValue {
  return { formula: text, result }
}

function styleInput(cell: ExcelJS.Cell, numFmt?: string) {
  cell.fill = INPUT_FILL
  cell.border = THIN_BORDER
  if (numFmt) cell.numFmt = numFmt
}

function styleFormula(cell: ExcelJS.Cell, numFmt?: string) {
  cell.fill = FORMULA_FILL
  cell.border = THIN_BORDER
  if (numFmt) cell.numFmt = numFmt
}

interface RangeValidations {
  add(range: string, validation: ExcelJS.DataValidation): void
}

/**
 * exceljs 4.4 has `worksheet.dataValidations.add(range, …)` but leaves it out of its typings.
 * The typed per-cell `cell.dataValidation` is no substitute: when a column's validated cells
 * cross from one-digit to two-digit rows its writer emits overlapping ranges, which Excel
 * reports as a damaged file.
 */
function rangeValidations(sheet: ExcelJS.Worksheet): RangeValidations {
  const found: unknown = Reflect.get(sheet, 'dataValidations')
  if (typeof found === 'object' && found !== null && 'add' in found) {
    if (typeof found.add === 'function') return found as RangeValidations
  }
  throw new Error('exceljs no longer exposes worksheet.dataValidations')
}

/** Rejects obviously wrong entries (text, negative amounts) in a range of input cells. */
function validate(sheet: ExcelJS.Worksheet, range: string, validation: ExcelJS.DataValidation) {
  rangeValidations(sheet).add(range, validation)
}

function styleHeader(row: ExcelJS.Row, columns: number) {
  row.height = 32
  for (let col = 1; col <= columns; col++) {
    const cell = row.getCell(col)
    cell.font = HEADER_FONT
    cell.fill = HEADER_FILL
    cell.border = THIN_BORDER
    cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true }
  }
}

function addDebtsSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet(DEBTS_SHEET, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: DEBTS_HEADER_ROW, topLeftCell: 'A6' }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  })
  sheet.columns = [
    { key: 'name', width: 36 },
    { key: 'balance', width: 15 },
    { key: 'apr', width: 10 },
    { key: 'minimum', width: 14 },
    { key: 'interest', width: 14 },
    { key: 'avalanche', width: 14 },
    { key: 'snowball', width: 14 },
  ]

  sheet.getCell('A1').value = 'Wealthward debt payoff tracker'
  sheet.getCell('A1').font = TITLE_FONT
  sheet.getCell('A2').value =
    'Enter each debt on its own row in the yellow cells: name, balance, APR and minimum payment.'
  sheet.getCell('A3').value =
    'Grey cells fill in by themselves. Type over the example row, and clear a row once it is paid off.'
  sheet.getCell('A2').font = NOTE_FONT
  sheet.getCell('A3').font = NOTE_FONT

  const header = sheet.getRow(DEBTS_HEADER_ROW)
  header.values = [
    'Debt name',
    'Balance ($)',
    'APR (%)',
    'Minimum payment ($)',
    'Monthly interest ($)',
    'Payoff order (avalanche)',
    'Payoff order (snowball)',
  ]
  styleHeader(header, 7)

  const range = (col: string) => `${col}${DEBTS_FIRST_ROW}:${col}${DEBTS_LAST_ROW}`
  const absRange = (col: string) => `$${col}$${DEBTS_FIRST_ROW}:$${col}$${DEBTS_LAST_ROW}`

  for (let r = DEBTS_FIRST_ROW; r <= DEBTS_LAST_ROW; r++) {
    const isExample = r === DEBTS_FIRST_ROW
    const row = sheet.getRow(r)
    const [name, balance, apr, minimum] = [1, 2, 3, 4].map((col) => row.getCell(col)) as [
      ExcelJS.Cell,
      ExcelJS.Cell,
      ExcelJS.Cell,
      ExcelJS.Cell,
    ]
    if (isExample) {
      name.value = EXAMPLE.name
      balance.value = EXAMPLE.balance
      apr.value = EXAMPLE.apr
      minimum.value = EXAMPLE.minimum
    }
    styleInput(name)
    styleInput(balance, CURRENCY)
    styleInput(apr, RATE)
    styleInput(minimum, CURRENCY)

    const interest = row.getCell(5)
    interest.value = formula(
      `IF(OR(B${r}="",C${r}=""),"",B${r}*C${r}/100/12)`,
      isExample ? EXAMPLE_INTEREST : '',
    )
    styleFormula(interest, CURRENCY)

    // RANK gives tied debts the same number; COUNTIF over the rows above breaks ties in row
    // order so every debt gets its own place in the queue.
    const avalanche = row.getCell(6)
    avalanche.value = formula(
      `IF(OR(B${r}="",C${r}=""),"",RANK(C${r},${absRange('C')},0)+COUNTIF($C$${DEBTS_FIRST_ROW}:C${r},C${r})-1)`,
      isExample ? 1 : '',
    )
    styleFormula(avalanche, '0')
    avalanche.alignment = { horizontal: 'center' }

    const snowball = row.getCell(7)
    snowball.value = formula(
      `IF(B${r}="","",RANK(B${r},${absRange('B')},1)+COUNTIF($B$${DEBTS_FIRST_ROW}:B${r},B${r})-1)`,
      isExample ? 1 : '',
    )
    styleFormula(snowball, '0')
    snowball.alignment = { horizontal: 'center' }
  }

  validate(sheet, range('B'), {
    type: 'decimal',
    operator: 'greaterThanOrEqual',
    formulae: [0],
    allowBlank: true,
    showErrorMessage: true,
    errorTitle: 'Balance',
    error: 'Enter the balance as a number of dollars, for example 2500.',
  })
  validate(sheet, range('C'), {
    type: 'decimal',
    operator: 'between',
    formulae: [0, 100],
    allowBlank: true,
    showErrorMessage: true,
    errorTitle: 'APR',
    error: 'Enter the APR as a number between 0 and 100, for example 18.99 for 18.99%.',
    showInputMessage: true,
    promptTitle: 'APR (%)',
    prompt: 'Type the rate as a plain number: 18.99 for 18.99%. Leave out the % sign.',
  })
  validate(sheet, range('D'), {
    type: 'decimal',
    operator: 'greaterThanOrEqual',
    formulae: [0],
    allowBlank: true,
    showErrorMessage: true,
    errorTitle: 'Minimum payment',
    error: 'Enter the minimum monthly payment as a number of dollars, for example 75.',
  })

  const total = sheet.getRow(DEBTS_TOTAL_ROW)
  total.getCell(1).value = 'Total'
  total.getCell(2).value = formula(`SUM(${range('B')})`, EXAMPLE.balance)
  total.getCell(3).value = formula(
    `IF(SUM(${range('B')})=0,"",SUMPRODUCT(${range('B')},${range('C')})/SUM(${range('B')}))`,
    EXAMPLE.apr,
  )
  total.getCell(4).value = formula(`SUM(${range('D')})`, EXAMPLE.minimum)
  total.getCell(5).value = formula(`SUM(${range('E')})`, EXAMPLE_INTEREST)
  for (let col = 1; col <= 7; col++) {
    const cell = total.getCell(col)
    cell.font = { bold: true }
    cell.fill = TOTAL_FILL
    cell.border = THIN_BORDER
  }
  total.getCell(2).numFmt = CURRENCY
  total.getCell(3).numFmt = RATE
  total.getCell(4).numFmt = CURRENCY
  total.getCell(5).numFmt = CURRENCY
  total.getCell(6).value = '← APR is the balance-weighted average'
  total.getCell(6).font = { ...NOTE_FONT, size: 9 }

  const extraLabel = sheet.getCell(`A${EXTRA_PAYMENT_ROW}`)
  extraLabel.value = 'Extra monthly payment ($)'
  extraLabel.font = { bold: true }
  const extra = sheet.getCell(`B${EXTRA_PAYMENT_ROW}`)
  extra.value = 0
  styleInput(extra, CURRENCY)
  validate(sheet, `B${EXTRA_PAYMENT_ROW}`, {
    type: 'decimal',
    operator: 'greaterThanOrEqual',
    formulae: [0],
    allowBlank: true,
    showErrorMessage: true,
    errorTitle: 'Extra payment',
    error: 'Enter the extra amount you can pay each month, or 0.',
  })
  sheet.getCell(`C${EXTRA_PAYMENT_ROW}`).value =
    'Money on top of your minimums. It all goes to the debt ranked 1.'
  sheet.getCell(`C${EXTRA_PAYMENT_ROW}`).font = NOTE_FONT

  const totalLabel = sheet.getCell(`A${TOTAL_PAYMENT_ROW}`)
  totalLabel.value = 'Total monthly payment ($)'
  totalLabel.font = { bold: true }
  const totalPayment = sheet.getCell(`B${TOTAL_PAYMENT_ROW}`)
  totalPayment.value = formula(`D${DEBTS_TOTAL_ROW}+B${EXTRA_PAYMENT_ROW}`, EXAMPLE.minimum)
  styleFormula(totalPayment, CURRENCY)
  totalPayment.font = { bold: true }

  const nextDebt = (row: number, label: string, col: string) => {
    const labelCell = sheet.getCell(`A${row}`)
    labelCell.value = label
    labelCell.font = { bold: true }
    const cell = sheet.getCell(`B${row}`)
    cell.value = formula(
      `IFERROR(INDEX(${absRange('A')},MATCH(1,${absRange(col)},0)),"")`,
      EXAMPLE.name,
    )
    styleFormula(cell)
  }
  nextDebt(NEXT_AVALANCHE_ROW, 'Pay extra on next (avalanche)', 'F')
  nextDebt(NEXT_SNOWBALL_ROW, 'Pay extra on next (snowball)', 'G')
}

function addTrackerSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet(TRACKER_SHEET, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: TRACKER_HEADER_ROW, topLeftCell: 'A5' }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  })
  sheet.columns = [
    { key: 'month', width: 14 },
    { key: 'starting', width: 18 },
    { key: 'payments', width: 16 },
    { key: 'interest', width: 16 },
    { key: 'ending', width: 18 },
    { key: 'paidOff', width: 16 },
    { key: 'progress', width: 12 },
  ]

  sheet.getCell('A1').value = 'Monthly progress'
  sheet.getCell('A1').font = TITLE_FONT
  sheet.getCell('A2').value =
    'Each month, type the month, what you paid across all debts and the interest on your statements.'
  sheet.getCell('A3').value =
    'The first starting balance copies your Debts total. After month one, type that number over it.'
  sheet.getCell('A2').font = NOTE_FONT
  sheet.getCell('A3').font = NOTE_FONT

  const header = sheet.getRow(TRACKER_HEADER_ROW)
  header.values = [
    'Month',
    'Starting total balance ($)',
    'Payments made ($)',
    'Interest charged ($)',
    'Ending total balance ($)',
    'Paid off so far ($)',
    'Progress (%)',
  ]
  styleHeader(header, 7)

  const first = TRACKER_FIRST_ROW
  for (let r = first; r <= TRACKER_LAST_ROW; r++) {
    const isFirst = r === first
    const row = sheet.getRow(r)

    styleInput(row.getCell(1), 'mmm yyyy')

    const starting = row.getCell(2)
    if (isFirst) {
      // Pre-filled from the Debts sheet; the user may type over it to fix the starting point.
      starting.value = formula(
        `IF(N(${TOTAL_BALANCE_REF})>0,${TOTAL_BALANCE_REF},"")`,
        EXAMPLE.balance,
      )
      styleInput(starting, CURRENCY)
    } else {
      starting.value = formula(`IF(E${r - 1}="","",E${r - 1})`, '')
      styleFormula(starting, CURRENCY)
    }

    styleInput(row.getCell(3), CURRENCY)
    styleInput(row.getCell(4), CURRENCY)

    const ending = row.getCell(5)
    ending.value = formula(`IF(OR(B${r}="",AND(C${r}="",D${r}="")),"",B${r}+D${r}-C${r})`, '')
    styleFormula(ending, CURRENCY)

    const paidOff = row.getCell(6)
    paidOff.value = formula(`IF(OR(E${r}="",N($B$${first})=0),"",$B$${first}-E${r})`, '')
    styleFormula(paidOff, CURRENCY)

    const progress = row.getCell(7)
    progress.value = formula(`IF(OR(F${r}="",N($B$${first})<=0),"",F${r}/$B$${first})`, '')
    styleFormula(progress, PERCENT)
  }

  validate(sheet, `C${first}:D${TRACKER_LAST_ROW}`, {
    type: 'decimal',
    operator: 'greaterThanOrEqual',
    formulae: [0],
    allowBlank: true,
    showErrorMessage: true,
    errorTitle: 'Amount',
    error: 'Enter a dollar amount, for example 450.',
  })

  const total = sheet.getRow(TRACKER_TOTAL_ROW)
  total.getCell(1).value = 'Total'
  total.getCell(3).value = formula(`SUM(C${first}:C${TRACKER_LAST_ROW})`, 0)
  total.getCell(4).value = formula(`SUM(D${first}:D${TRACKER_LAST_ROW})`, 0)
  for (let col = 1; col <= 7; col++) {
    const cell = total.getCell(col)
    cell.font = { bold: true }
    cell.fill = TOTAL_FILL
    cell.border = THIN_BORDER
  }
  total.getCell(3).numFmt = CURRENCY
  total.getCell(4).numFmt = CURRENCY
}

const HOW_TO_USE = [
  'Start on the Debts sheet: type over the example row, then give each of your other debts its own row.',
  'Copy the balance, APR and minimum payment from your latest statements. Grey cells work themselves out.',
  'Debt avalanche: pay every minimum, then send any extra money to the highest APR. This usually costs the least interest.',
  'Debt snowball: pay every minimum, then send any extra money to the smallest balance. Quick wins help you keep going.',
  'The payoff order columns rank your debts both ways (1 = first). Choose one method and stay with it.',
  'Put what you can spare each month in the extra monthly payment cell. All of it goes to the debt ranked 1.',
  'Once a month, refresh the balances on the Debts sheet and fill in one row on the Monthly tracker sheet.',
  'When a debt is paid off, clear its row so the payoff order moves on to the next one.',
  'Try the Debt Freedom Calculator on our website to see your debt-free date.',
  'This tracker is for education only. It is not financial advice.',
]

function addHowToSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet('How to use')
  sheet.columns = [{ key: 'text', width: 110 }]
  sheet.getCell('A1').value = 'How to use this tracker'
  sheet.getCell('A1').font = TITLE_FONT
  HOW_TO_USE.forEach((line, index) => {
    const cell = sheet.getCell(`A${index + 3}`)
    cell.value = line
    cell.alignment = { wrapText: true, vertical: 'top' }
  })
}

/** Builds the debt tracker workbook. Same output (apart from zip timestamps) on every call. */
export async function buildDebtTrackerWorkbook(): Promise<Buffer> {
  // Loaded when the first welcome email is built, not at start: the library is large (decision 044).
  const { default: Excel } = await import('exceljs')
  const workbook = new Excel.Workbook()
  workbook.creator = 'Wealthward'
  workbook.lastModifiedBy = 'Wealthward'
  workbook.title = 'Debt payoff tracker'
  workbook.company = 'Wealthward'
  workbook.created = CREATED
  workbook.modified = CREATED
  workbook.calcProperties.fullCalcOnLoad = true

  addDebtsSheet(workbook)
  addTrackerSheet(workbook)
  addHowToSheet(workbook)

  const written = await workbook.xlsx.writeBuffer()
  return Buffer.from(written)
}
