/**
 * Each calculator's inputs as a schema, for callers that must be told when a value is wrong: an
 * API client saving a calculation as a flat object of inputs, and a CSV download link. The page
 * itself is lenient (a value it cannot use falls back to its default, so a shared link always
 * opens); these refuse the value and name the field. A field left out takes the page's default.
 * Both read into the calculator's own share query string, which the page opens as it is.
 */
import { z } from 'zod'
import { lineText } from '~/lib/fields'
import type { CalculatorType } from './calculator-types'
import {
  COMPOUND_DEFAULTS,
  COMPOUND_FIELDS,
  COMPOUNDING_FREQUENCIES,
  compoundParamsToSearch,
  type CompoundInput,
} from './compound'
import {
  DEBT_DEFAULTS,
  debtParamsToSearch,
  MAX_DEBTS,
  MAX_NAME_LENGTH,
  MAX_ONE_OFFS,
  ONE_OFF_PARAM,
  STRATEGIES,
  type DebtInput,
} from './debt'
import { DEBT_FIELD_RULES } from './debt-form'
import {
  DIVIDEND_DEFAULTS,
  DIVIDEND_FIELDS,
  dividendParamsToSearch,
  type DividendInput,
} from './dividend'
import {
  EMERGENCY_DEFAULTS,
  EMERGENCY_FIELDS,
  GOAL_MONTHS,
  emergencyParamsToSearch,
  type EmergencyInput,
} from './emergency'
import { acceptsNumber, describeRule, type NumberField } from './params'
import { RETIREMENT_FIELDS, retirementParamsToSearch, type RetirementInput } from './retirement'
import {
  BUDGET_FIELDS,
  BUDGET_PARAMS,
  budgetParamsToSearch,
  type BudgetInput,
} from './budget/budget'
import {
  CREDIT_CARD_DEFAULTS,
  CREDIT_CARD_FIELDS,
  PAYOFF_MODES,
  creditCardParamsToSearch,
  type CreditCardInput,
} from './credit-card-payoff/credit-card'
import {
  LOAN_DEFAULTS,
  LOAN_FIELDS,
  LOAN_PARAMS,
  MAX_LOANS,
  MAX_NAME_LENGTH as MAX_LOAN_NAME_LENGTH,
  MAX_TERM_MONTHS,
  MIN_LOANS,
  TERM_UNITS,
  calculateLoan,
  loanParamsToSearch,
  termMonths,
  type LoanComparisonInput,
} from './loan-comparison/loan'
import {
  MAX_MILESTONES,
  MILESTONE_FIELD,
  WEALTH_DEFAULTS,
  WEALTH_FIELDS,
  readMilestones,
  wealthParamsToSearch,
  type WealthInput,
} from './wealth-projection/wealth'

/** A JSON number, or text holding one (a query value). Blank text is no number, not 0. */
const toNumber = (value: unknown) => {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  return trimmed === '' ? undefined : Number(trimmed)
}

/** A number the field's rule accepts; the message says what it accepts. */
function numberField(rule: NumberField) {
  const message = describeRule(rule)
  return z.preprocess(
    toNumber,
    z.number({ error: message }).refine((value) => acceptsNumber(rule, value), message),
  )
}

/** A number field that takes the page's default when it is left out. */
const optionalNumber = (rule: NumberField) => numberField(rule).default(rule.fallback)

const booleanField = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Send true or false' }),
)

/** A closed object: a misspelt field is named, rather than quietly replaced by its default. */
function fields<Shape extends z.ZodRawShape>(
  shape: Shape,
  notAnObject = 'Send the inputs as an object',
) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'} ${issue.keys.join(', ')}: send only ${Object.keys(shape).join(', ')}`
        : notAnObject,
  })
}

const CompoundInputSchema = fields({
  initial: optionalNumber(COMPOUND_FIELDS.initial),
  monthly: optionalNumber(COMPOUND_FIELDS.monthly),
  rate: optionalNumber(COMPOUND_FIELDS.rate),
  years: optionalNumber(COMPOUND_FIELDS.years),
  frequency: z
    .preprocess(
      toNumber,
      z.literal(COMPOUNDING_FREQUENCIES, { error: describeRule(COMPOUND_FIELDS.frequency) }),
    )
    .default(COMPOUND_DEFAULTS.frequency),
}) satisfies z.ZodType<CompoundInput>

/**
 * Besides its own field names, the dividend calculator takes the names the seed's dividend page
 * saves with (seed 001 §7: initialInvestment, dividendYield, monthlyContribution, investmentYears,
 * finalValue, totalDividends). The results it sends are not stored: the server works them out.
 */
const DividendInputSchema = fields({
  initial: numberField(DIVIDEND_FIELDS.initial).optional(),
  initialInvestment: numberField(DIVIDEND_FIELDS.initial).optional(),
  dividendYield: optionalNumber(DIVIDEND_FIELDS.dividendYield),
  monthly: numberField(DIVIDEND_FIELDS.monthly).optional(),
  monthlyContribution: numberField(DIVIDEND_FIELDS.monthly).optional(),
  dividendGrowth: optionalNumber(DIVIDEND_FIELDS.dividendGrowth),
  priceGrowth: optionalNumber(DIVIDEND_FIELDS.priceGrowth),
  years: numberField(DIVIDEND_FIELDS.years).optional(),
  investmentYears: numberField(DIVIDEND_FIELDS.years).optional(),
  reinvest: booleanField.default(DIVIDEND_DEFAULTS.reinvest),
  taxRate: optionalNumber(DIVIDEND_FIELDS.taxRate),
  finalValue: z.number({ error: 'Send finalValue as a number' }).optional(),
  totalDividends: z.number({ error: 'Send totalDividends as a number' }).optional(),
}).transform((data): DividendInput => ({
  initial: data.initial ?? data.initialInvestment ?? DIVIDEND_DEFAULTS.initial,
  dividendYield: data.dividendYield,
  monthly: data.monthly ?? data.monthlyContribution ?? DIVIDEND_DEFAULTS.monthly,
  dividendGrowth: data.dividendGrowth,
  priceGrowth: data.priceGrowth,
  years: data.years ?? data.investmentYears ?? DIVIDEND_DEFAULTS.years,
  reinvest: data.reinvest,
  taxRate: data.taxRate,
}))

const RetirementInputSchema = fields({
  currentAge: optionalNumber(RETIREMENT_FIELDS.currentAge),
  retirementAge: optionalNumber(RETIREMENT_FIELDS.retirementAge),
  lifeExpectancy: optionalNumber(RETIREMENT_FIELDS.lifeExpectancy),
  currentSavings: optionalNumber(RETIREMENT_FIELDS.currentSavings),
  monthlySavings: optionalNumber(RETIREMENT_FIELDS.monthlySavings),
  expectedReturn: optionalNumber(RETIREMENT_FIELDS.expectedReturn),
  desiredIncome: optionalNumber(RETIREMENT_FIELDS.desiredIncome),
  inflation: optionalNumber(RETIREMENT_FIELDS.inflation),
}).superRefine((input, context) => {
  // The page would quietly move these ages (withConsistentAges); a client is told instead.
  if (input.retirementAge <= input.currentAge) {
    context.addIssue({
      code: 'custom',
      path: ['retirementAge'],
      message: `Retirement age must be after the current age (${input.currentAge})`,
    })
  }
  if (input.lifeExpectancy <= input.retirementAge) {
    context.addIssue({
      code: 'custom',
      path: ['lifeExpectancy'],
      message: `Life expectancy must be after the retirement age (${input.retirementAge})`,
    })
  }
}) satisfies z.ZodType<RetirementInput>

const EmergencyInputSchema = fields({
  housing: optionalNumber(EMERGENCY_FIELDS.housing),
  utilities: optionalNumber(EMERGENCY_FIELDS.utilities),
  food: optionalNumber(EMERGENCY_FIELDS.food),
  transportation: optionalNumber(EMERGENCY_FIELDS.transportation),
  insurance: optionalNumber(EMERGENCY_FIELDS.insurance),
  other: optionalNumber(EMERGENCY_FIELDS.other),
  goalMonths: z
    .preprocess(
      toNumber,
      z.literal(GOAL_MONTHS, { error: describeRule(EMERGENCY_FIELDS.goalMonths) }),
    )
    .default(EMERGENCY_DEFAULTS.goalMonths),
  currentFund: optionalNumber(EMERGENCY_FIELDS.currentFund),
  monthlySavings: optionalNumber(EMERGENCY_FIELDS.monthlySavings),
}) satisfies z.ZodType<EmergencyInput>

const DEBT_ENTRY_MESSAGE =
  'Send each debt as {name, balance, rate, minimum}, with promoMonths and promoRate for a promotion (in a link: name|balance|rate|minimum, then |promoMonths|promoRate)'

const DebtEntrySchema = fields(
  {
    name: lineText()
      .max(MAX_NAME_LENGTH, `Keep the name under ${MAX_NAME_LENGTH + 1} characters`)
      .default(''),
    balance: numberField(DEBT_FIELD_RULES.balance),
    rate: numberField(DEBT_FIELD_RULES.rate),
    minimum: numberField(DEBT_FIELD_RULES.minimum),
    promoMonths: numberField(DEBT_FIELD_RULES.promoMonths).optional(),
    promoRate: numberField(DEBT_FIELD_RULES.promoRate).optional(),
  },
  DEBT_ENTRY_MESSAGE,
)
  .refine((debt) => debt.promoRate === undefined || debt.promoMonths !== undefined, {
    message: 'A promotional rate needs promoMonths, the months it lasts',
    path: ['promoRate'],
  })
  // No promotion is written as none, the way the page writes it.
  .transform(({ promoMonths, promoRate, ...debt }) =>
    promoMonths ? { ...debt, promoMonths, promoRate: promoRate ?? 0 } : debt,
  )

const OneOffSchema = fields(
  {
    month: numberField(DEBT_FIELD_RULES.oneOffMonth),
    amount: numberField(DEBT_FIELD_RULES.oneOffAmount),
  },
  'Send each one-off payment as {month, amount} (in a link: oneoff=month|amount)',
)

const DebtInputSchema = fields({
  debts: z
    .array(DebtEntrySchema, { error: 'Send debts as a list of {name, balance, rate, minimum}' })
    .min(1, 'List at least one debt')
    .max(MAX_DEBTS, `List at most ${MAX_DEBTS} debts`)
    .default([{ ...DEBT_DEFAULTS.debt }]),
  strategy: z
    .enum(STRATEGIES, { error: `Choose one of ${STRATEGIES.join(', ')}` })
    .default(DEBT_DEFAULTS.strategy),
  extra: optionalNumber({ ...DEBT_FIELD_RULES.extra, fallback: DEBT_DEFAULTS.extra }),
  oneOffs: z
    .array(OneOffSchema, { error: 'Send oneOffs as a list of {month, amount}' })
    .max(MAX_ONE_OFFS, `List at most ${MAX_ONE_OFFS} one-off payments`)
    .default([]),
}) satisfies z.ZodType<DebtInput>

const BudgetInputSchema = fields({
  income: optionalNumber(BUDGET_FIELDS.income),
  housing: optionalNumber(BUDGET_FIELDS.housing),
  transport: optionalNumber(BUDGET_FIELDS.transport),
  food: optionalNumber(BUDGET_FIELDS.food),
  utilities: optionalNumber(BUDGET_FIELDS.utilities),
  insurance: optionalNumber(BUDGET_FIELDS.insurance),
  debt: optionalNumber(BUDGET_FIELDS.debt),
  extraDebt: optionalNumber(BUDGET_FIELDS.extraDebt),
  savings: optionalNumber(BUDGET_FIELDS.savings),
  personal: optionalNumber(BUDGET_FIELDS.personal),
  other: optionalNumber(BUDGET_FIELDS.other),
}) satisfies z.ZodType<BudgetInput>

const CreditCardInputSchema = fields({
  balance: optionalNumber(CREDIT_CARD_FIELDS.balance),
  apr: optionalNumber(CREDIT_CARD_FIELDS.apr),
  mode: z
    .enum(PAYOFF_MODES, { error: `Choose one of ${PAYOFF_MODES.join(', ')}` })
    .default(CREDIT_CARD_DEFAULTS.mode),
  payment: optionalNumber(CREDIT_CARD_FIELDS.payment),
  targetMonths: optionalNumber(CREDIT_CARD_FIELDS.targetMonths),
  minPercent: optionalNumber(CREDIT_CARD_FIELDS.minPercent),
  minFloor: optionalNumber(CREDIT_CARD_FIELDS.minFloor),
  promoMonths: optionalNumber(CREDIT_CARD_FIELDS.promoMonths),
  transferFee: optionalNumber(CREDIT_CARD_FIELDS.transferFee),
}) satisfies z.ZodType<CreditCardInput>

const LoanEntrySchema = fields(
  {
    name: lineText()
      .max(MAX_LOAN_NAME_LENGTH, `Keep the name under ${MAX_LOAN_NAME_LENGTH + 1} characters`)
      .default(''),
    amount: numberField(LOAN_FIELDS.amount),
    apr: numberField(LOAN_FIELDS.apr),
    term: numberField(LOAN_FIELDS.term),
    unit: z.enum(TERM_UNITS, { error: `Choose one of ${TERM_UNITS.join(', ')}` }).default('years'),
    points: optionalNumber(LOAN_FIELDS.points),
    fees: optionalNumber(LOAN_FIELDS.fees),
  },
  'Send each loan as {name, amount, apr, term, unit, points, fees}',
).superRefine((loan, context) => {
  if (termMonths(loan) > MAX_TERM_MONTHS) {
    context.addIssue({
      code: 'custom',
      path: ['term'],
      message: `Enter a term of at most ${MAX_TERM_MONTHS / 12} years (${MAX_TERM_MONTHS} months)`,
    })
    return
  }
  const outcome = calculateLoan(loan)
  if (!outcome.ok) context.addIssue({ code: 'custom', path: ['fees'], message: outcome.problem })
})

const LoanInputSchema = fields({
  loans: z
    .array(LoanEntrySchema, { error: 'Send loans as a list of {amount, apr, term, …}' })
    .min(MIN_LOANS, `List at least ${MIN_LOANS} loans`)
    .max(MAX_LOANS, `List at most ${MAX_LOANS} loans`)
    .default(LOAN_DEFAULTS.loans.map((loan) => ({ ...loan }))),
}) satisfies z.ZodType<LoanComparisonInput>

const MILESTONES_MESSAGE = `Enter up to ${MAX_MILESTONES} amounts from 1 to 1,000,000,000,000, separated by spaces`

const WealthInputSchema = fields({
  cash: optionalNumber(WEALTH_FIELDS.cash),
  investments: optionalNumber(WEALTH_FIELDS.investments),
  retirement: optionalNumber(WEALTH_FIELDS.retirement),
  homeEquity: optionalNumber(WEALTH_FIELDS.homeEquity),
  debt: optionalNumber(WEALTH_FIELDS.debt),
  debtRate: optionalNumber(WEALTH_FIELDS.debtRate),
  debtPayment: optionalNumber(WEALTH_FIELDS.debtPayment),
  monthlySaving: optionalNumber(WEALTH_FIELDS.monthlySaving),
  cashReturn: optionalNumber(WEALTH_FIELDS.cashReturn),
  investmentReturn: optionalNumber(WEALTH_FIELDS.investmentReturn),
  retirementReturn: optionalNumber(WEALTH_FIELDS.retirementReturn),
  homeReturn: optionalNumber(WEALTH_FIELDS.homeReturn),
  spread: optionalNumber(WEALTH_FIELDS.spread),
  inflation: optionalNumber(WEALTH_FIELDS.inflation),
  years: optionalNumber(WEALTH_FIELDS.years),
  // A list of numbers from an API client, or the page's text ("100000 250000") from a link.
  milestones: z
    .preprocess(
      (value) => (typeof value === 'string' ? (readMilestones(value) ?? value) : value),
      z
        .array(numberField(MILESTONE_FIELD), { error: MILESTONES_MESSAGE })
        .max(MAX_MILESTONES, MILESTONES_MESSAGE),
    )
    .transform((values) => [...new Set(values)].sort((a, b) => a - b))
    .default([...WEALTH_DEFAULTS.milestones]),
}) satisfies z.ZodType<WealthInput>

type Path = readonly PropertyKey[]

interface InputReader<Input> {
  schema: z.ZodType<Input, unknown>
  toSearch: (input: Input) => string
  /** The query as the object the schema reads. */
  fromQuery: (params: URLSearchParams) => Record<string, unknown>
  /** The query parameter that an issue's path points at. */
  queryName: (path: Path) => string
}

/** Query parameter of each input, as the calculator's `…ParamsToSearch` writes it. */
function byParams<Input>(params: Record<keyof Input & string, string>) {
  return {
    fromQuery: (query: URLSearchParams) => {
      const data: Record<string, unknown> = {}
      for (const [key, param] of Object.entries<string>(params)) {
        const value = query.get(param)
        if (value !== null) data[key] = value
      }
      return data
    },
    queryName: (path: Path) => {
      const key = String(path[0] ?? '')
      return Object.entries<string>(params).find(([name]) => name === key)?.[1] ?? key
    },
  }
}

export type ReadInputs =
  { success: true; inputs: string } | { success: false; fieldErrors: Record<string, string> }

function read<Input>(
  reader: InputReader<Input>,
  data: unknown,
  name: (path: Path) => string,
): ReadInputs {
  const result = reader.schema.safeParse(data)
  if (result.success) return { success: true, inputs: reader.toSearch(result.data) }
  const fieldErrors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? name(issue.path) : 'inputs'
    fieldErrors[field] ??= issue.message
  }
  return { success: false, fieldErrors }
}

/** A calculator's two readers: a flat object of inputs, and its share query. */
function reader<Input>(calculator: InputReader<Input>) {
  return {
    object: (data: unknown) => read(calculator, data, (path) => path.map(String).join('.')),
    query: (query: URLSearchParams) =>
      read(calculator, calculator.fromQuery(query), calculator.queryName),
  }
}

const DEBT_ENTRY_PARTS = ['name', 'balance', 'rate', 'minimum'] as const
const PROMO_ENTRY_PARTS = [...DEBT_ENTRY_PARTS, 'promoMonths', 'promoRate'] as const
const ONE_OFF_ENTRY_PARTS = ['month', 'amount'] as const

/** One `a|b|c` entry as an object of its parts, or the text when it has another number of parts. */
function entryObject(entry: string, ...shapes: (readonly string[])[]): unknown {
  const parts = entry.split('|')
  const shape = shapes.find((names) => names.length === parts.length)
  return shape ? Object.fromEntries(shape.map((part, i) => [part, parts[i]])) : entry
}

const READERS: Record<CalculatorType, ReturnType<typeof reader>> = {
  'loan-comparison': reader<LoanComparisonInput>({
    schema: LoanInputSchema,
    toSearch: loanParamsToSearch,
    // One value per loan for each parameter, in loan order, as the page's form sends them.
    fromQuery: (query) => {
      const lists = LOAN_PARAMS.map((key) => [key, query.getAll(key)] as const)
      const count = Math.max(...lists.map(([, values]) => values.length))
      if (count === 0) return {}
      return {
        loans: Array.from({ length: count }, (_, index) => {
          const loan: Record<string, string> = {}
          for (const [key, values] of lists) {
            const value = values[index]
            if (value !== undefined) loan[key] = value
          }
          return loan
        }),
      }
    },
    queryName: (path) =>
      path[0] === 'loans' && typeof path[1] === 'number'
        ? `${path[2] === undefined ? 'loan' : String(path[2])} ${path[1] + 1}`
        : 'loans',
  }),
  'wealth-projection': reader<WealthInput>({
    schema: WealthInputSchema,
    toSearch: wealthParamsToSearch,
    ...byParams<WealthInput>({
      cash: 'cash',
      investments: 'investments',
      retirement: 'retirement',
      homeEquity: 'homeEquity',
      debt: 'debt',
      debtRate: 'debtRate',
      debtPayment: 'debtPayment',
      monthlySaving: 'monthlySaving',
      cashReturn: 'cashReturn',
      investmentReturn: 'investmentReturn',
      retirementReturn: 'retirementReturn',
      homeReturn: 'homeReturn',
      spread: 'spread',
      inflation: 'inflation',
      years: 'years',
      milestones: 'milestones',
    }),
  }),
  'compound-interest': reader<CompoundInput>({
    schema: CompoundInputSchema,
    toSearch: compoundParamsToSearch,
    ...byParams<CompoundInput>({
      initial: 'initial',
      monthly: 'monthly',
      rate: 'rate',
      years: 'years',
      frequency: 'frequency',
    }),
  }),
  dividend: reader<DividendInput>({
    schema: DividendInputSchema,
    toSearch: dividendParamsToSearch,
    ...byParams<DividendInput>({
      initial: 'initial',
      dividendYield: 'yield',
      monthly: 'monthly',
      dividendGrowth: 'dividendGrowth',
      priceGrowth: 'priceGrowth',
      years: 'years',
      reinvest: 'reinvest',
      taxRate: 'tax',
    }),
  }),
  retirement: reader<RetirementInput>({
    schema: RetirementInputSchema,
    toSearch: retirementParamsToSearch,
    ...byParams<RetirementInput>({
      currentAge: 'age',
      retirementAge: 'retireAt',
      lifeExpectancy: 'lifeExpectancy',
      currentSavings: 'savings',
      monthlySavings: 'monthly',
      expectedReturn: 'return',
      desiredIncome: 'income',
      inflation: 'inflation',
    }),
  }),
  'emergency-fund': reader<EmergencyInput>({
    schema: EmergencyInputSchema,
    toSearch: emergencyParamsToSearch,
    ...byParams<EmergencyInput>({
      housing: 'housing',
      utilities: 'utilities',
      food: 'food',
      transportation: 'transportation',
      insurance: 'insurance',
      other: 'other',
      goalMonths: 'months',
      currentFund: 'current',
      monthlySavings: 'savings',
    }),
  }),
  'debt-freedom': reader<DebtInput>({
    schema: DebtInputSchema,
    toSearch: (input: DebtInput) => debtParamsToSearch(input).toString(),
    // Each `debt` entry is name|balance|rate|minimum, with |promoMonths|promoRate for a
    // promotion, and each `oneoff` month|amount; one with another number of parts is handed on
    // as text, which the schema refuses for that entry.
    fromQuery: (query) => {
      const data: Record<string, unknown> = {}
      const entries = query.getAll('debt')
      if (entries.length > 0) {
        data.debts = entries.map((entry) => entryObject(entry, DEBT_ENTRY_PARTS, PROMO_ENTRY_PARTS))
      }
      const oneOffs = query.getAll(ONE_OFF_PARAM)
      if (oneOffs.length > 0) {
        data.oneOffs = oneOffs.map((entry) => entryObject(entry, ONE_OFF_ENTRY_PARTS))
      }
      for (const key of ['strategy', 'extra']) {
        const value = query.get(key)
        if (value !== null) data[key] = value
      }
      return data
    },
    queryName: (path) =>
      path[0] === 'oneOffs'
        ? typeof path[1] === 'number'
          ? `${ONE_OFF_PARAM} ${path[1] + 1}${path[2] === undefined ? '' : ` ${String(path[2])}`}`
          : ONE_OFF_PARAM
        : path[0] === 'debts' && typeof path[1] === 'number'
          ? `debt ${path[1] + 1}${path[2] === undefined ? '' : ` ${String(path[2])}`}`
          : path[0] === 'debts'
            ? 'debt'
            : String(path[0] ?? 'debt'),
  }),
  budget: reader<BudgetInput>({
    schema: BudgetInputSchema,
    toSearch: budgetParamsToSearch,
    ...byParams<BudgetInput>(
      Object.fromEntries(BUDGET_PARAMS.map((name) => [name, name])) as Record<
        keyof BudgetInput,
        string
      >,
    ),
  }),
  'credit-card-payoff': reader<CreditCardInput>({
    schema: CreditCardInputSchema,
    toSearch: creditCardParamsToSearch,
    ...byParams<CreditCardInput>({
      balance: 'balance',
      apr: 'apr',
      mode: 'mode',
      payment: 'payment',
      targetMonths: 'targetMonths',
      minPercent: 'minPercent',
      minFloor: 'minFloor',
      promoMonths: 'promoMonths',
      transferFee: 'transferFee',
    }),
  }),
}

/**
 * A flat object of a calculator's inputs (`{initial: 10000, rate: 7, …}`) as its share query
 * string, or each refused field by its name (`debts.0.rate` inside a list).
 */
export function readInputObject(type: CalculatorType, data: unknown): ReadInputs {
  return READERS[type].object(data)
}

/**
 * A calculator's share query read strictly: its own form back, or each refused value by the
 * query parameter that held it. Parameters the calculator does not use (utm_source …) are ignored.
 */
export function readInputQuery(type: CalculatorType, query: URLSearchParams): ReadInputs {
  return READERS[type].query(query)
}
