import { methodNotAllowed } from '~/lib/http/json.server'
import { calculatorCsv } from '~/features/calculators/calculator-csv'
import { isCalculatorType } from '~/features/calculators/calculator-types'
import { readInputQuery } from '~/features/calculators/input-schemas'
import type { Route } from './+types/calculators.$type.csv'

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }

/**
 * GET /calculators/{slug}/csv?{the calculator's share query}: the calculator's schedule or
 * year-by-year table as a CSV attachment, the same figures the page shows for that query. A link,
 * so it works without JavaScript and can be shared. A value the calculator would not accept is a
 * 400 naming it, in plain text, rather than a file of someone else's numbers.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  if (!isCalculatorType(params.type)) {
    return new Response('There is no calculator with this name.\n', { status: 404, headers: TEXT })
  }
  const read = readInputQuery(params.type, url.searchParams)
  if (!read.success) {
    const problems = Object.entries(read.fieldErrors).map(
      ([name, message]) => `${name}: ${message}`,
    )
    return new Response(
      `The CSV could not be made: some of the link’s numbers are not accepted.\n${problems.join('\n')}\n`,
      { status: 400, headers: TEXT },
    )
  }
  const csv = calculatorCsv(params.type, read.inputs, new Date())
  if ('problem' in csv) {
    return new Response(`The CSV could not be made: ${csv.problem}\n`, {
      status: 400,
      headers: TEXT,
    })
  }
  return new Response(csv.body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csv.filename}"`,
      // The debt schedule is dated from the current month, so a copy is kept an hour at most.
      'Cache-Control': 'public, max-age=3600',
    },
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
