import type { Locator, Page } from '@playwright/test'
import { expect, expectNoA11yViolations, output } from './fixtures'

const OUT_OF_DATE = /^Out of date: these results are for your last valid numbers/

export interface BadValue {
  field: Locator
  value: string
  message: string
  /** What the field held before, typed back to bring the results up to date. */
  restore: string
}

/**
 * Every calculator builds its fields from the shared NumberField (ui/number-field.tsx) inside the
 * shared CalculatorFrame and StaleResults (ui/calculator-frame.tsx, ui/stale-results.tsx), but
 * each wires them to its own inputs and results, so each calculator's spec runs this once, on a
 * page it has already opened at its defaults: the message, the value kept as typed, the results
 * greyed and still showing the last valid figures, the address left alone, and everything back
 * once the values are corrected.
 */
export async function expectBadValuesExplained(
  page: Page,
  options: {
    bad: BadValue[]
    /** Results that must keep their last valid value while a field is invalid. */
    kept: [name: string, text: string][]
    /** Run axe while the results are marked out of date. */
    axe?: boolean
  },
) {
  const address = page.url()
  const notice = page.getByRole('status').filter({ hasText: OUT_OF_DATE })
  const stale = page.locator('[data-stale="true"]')
  await expect(notice).toHaveCount(0)

  for (const { field, value, message } of options.bad) {
    await field.fill(value)
    await expect(page.getByText(message)).toBeVisible()
    await expect(field).toHaveValue(value)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
  }
  await expect(notice).toBeVisible()
  // The results stay, greyed and still readable by assistive technology (not aria-hidden).
  await expect(stale).toHaveCSS('filter', 'grayscale(1)')
  for (const [name, text] of options.kept) {
    await expect(stale.locator(`output[name="${name}"]`)).toHaveText(text)
  }
  expect(await stale.evaluate((el) => el.closest('[aria-hidden="true"]'))).toBeNull()
  // A value the calculator refuses never reaches the address.
  expect(page.url()).toBe(address)
  if (options.axe) await expectNoA11yViolations(page)

  for (const { field, restore } of options.bad) await field.fill(restore)
  await expect(notice).toHaveCount(0)
  await expect(stale).toHaveCount(0)
  const [first] = options.kept
  if (first) await expect(output(page, first[0])).toHaveText(first[1])
}
