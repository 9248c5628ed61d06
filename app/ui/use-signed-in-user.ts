import { useRouteLoaderData } from 'react-router'
import type { loader } from '~/root'

/** The signed-in user's first name and initials, from the root loader; null for a visitor. */
export function useSignedInUser() {
  return useRouteLoaderData<typeof loader>('root')?.user ?? null
}
