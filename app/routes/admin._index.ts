import { redirect } from 'react-router'
import { requireAdmin } from '~/features/admin/access.server'
import type { Route } from './+types/admin._index'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return redirect('/admin/dashboard')
}
