import { Form, NavLink, Outlet } from 'react-router'
import { requireAdmin } from '~/features/admin/access.server'
import { ADMIN_SECTIONS } from '~/features/admin/sections'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/admin'

export const handle: SitemapHandle = { sitemap: false }

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** The frame of every admin page. Each page's own loader checks the role too. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request)
  return { email: user.email }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <p className="text-lg font-bold text-slate-900">Wealthward Admin</p>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>
            Signed in as <strong className="text-slate-900">{loaderData.email}</strong>
          </span>
          <Form method="post" action="/admin/logout">
            <button type="submit" className="btn-secondary min-h-11">
              Sign out
            </button>
          </Form>
        </div>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[12rem_1fr]">
        <nav aria-label="Admin" className="min-w-0">
          <ul className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.path} className="shrink-0">
                <NavLink
                  to={section.path}
                  className={({ isActive }) =>
                    `flex min-h-11 items-center rounded-lg px-3 font-semibold ${
                      isActive
                        ? 'bg-brand-700 text-white'
                        : 'text-slate-800 hover:bg-slate-100 hover:text-brand-800'
                    }`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  )
}
