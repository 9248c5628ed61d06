import { Form, NavLink, Outlet } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { isTwoFactorEnabled } from '~/features/auth/two-factor/two-factor.server'
import { ADMIN_SECTIONS } from '~/features/admin/sections'
import type { SitemapHandle } from '~/seo/sitemap.server'
import type { Route } from './+types/admin'

export const handle: SitemapHandle = { sitemap: false }

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * The frame of every admin page. Each page's own loader checks the role (and two-step
 * verification) too; the frame also holds the security page, where an administrator turns it on.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, { beforeTwoFactor: true })
  return { email: user.email, twoFactorOn: await isTwoFactorEnabled(db(), user.id) }
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
      <div
        className={`mt-6 grid grid-cols-1 gap-6 ${loaderData.twoFactorOn ? 'lg:grid-cols-[12rem_1fr]' : ''}`}
      >
        {/* Until two-step verification is on, every section would lead back to the security page. */}
        {loaderData.twoFactorOn ? (
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
        ) : null}
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  )
}
