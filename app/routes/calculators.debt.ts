import { redirect } from 'react-router'
import type { Route } from './+types/calculators.debt'

/** `/calculators/debt` (used by older links) is the debt freedom calculator. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url)
  return redirect(`/calculators/debt-freedom${search}`, 301)
}
