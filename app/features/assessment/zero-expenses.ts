/**
 * $0 of monthly expenses is possible (someone living with family, say) but far more often a slip.
 * The form asks the visitor to confirm it rather than refusing it or taking it silently; the
 * JSON API takes the figure as sent.
 */
export const ZERO_EXPENSES_MESSAGE =
  'You entered $0 for monthly expenses. Rent, food, bills and transport usually cost something each month: correct the figure, or tick the box under it if $0 is right.'

/** The label of the box that confirms $0. */
export const ZERO_EXPENSES_CONFIRM_LABEL = 'Yes, my monthly expenses really are $0'

/** The form field that carries the confirmation. */
export const ZERO_EXPENSES_FIELD = 'confirmZeroExpenses'

/** Whether a form with these expenses must first be confirmed (`confirmed`: the box's value). */
export function needsZeroExpensesConfirmation(
  monthlyExpenses: number,
  confirmed: unknown,
): boolean {
  return monthlyExpenses === 0 && confirmed !== 'on'
}
