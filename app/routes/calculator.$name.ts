import { redirect } from 'react-router'
import { canonicalCalculatorPath } from '~/features/calculators/catalog'
import type { Route } from './+types/calculator.$name'

/** `/calculator/x` (singular, used by older links) moves permanently to `/calculators/x`, keeping the query. */
export function loader({ params, request }: Route.LoaderArgs) {
  const { search } = new URL(request.url)
  return redirect(`${canonicalCalculatorPath(params.name)}${search}`, 301)
}
