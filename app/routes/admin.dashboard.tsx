import { Link } from 'react-router'
import { db } from '~/db/client.server'
import { requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Panel, Table } from '~/features/admin/admin-ui'
import { CategoryBadge } from '~/features/leads'
import { loadAdminDashboard } from '~/features/admin/dashboard.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.dashboard'
import { formatCount, formatUtcDateTime } from '~/lib/format'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return loadAdminDashboard(db())
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Admin Dashboard',
    description: 'Leads, matching, advisor capacity, newsletter growth and the most-read articles.',
    path: '/admin/dashboard',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function AdminDashboard({ loaderData: d }: Route.ComponentProps) {
  const periods = [
    { label: 'Today', counts: d.leads.today, scoreOnly: d.scoreOnly.today },
    { label: 'This week', counts: d.leads.week, scoreOnly: d.scoreOnly.week },
    { label: 'This month', counts: d.leads.month, scoreOnly: d.scoreOnly.month },
  ]
  const maxSignups = Math.max(1, ...d.newsletter.weeks.map((w) => w.signups))
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Dashboard"
        intro="Days, weeks (from Monday) and months are counted in UTC."
      />

      <section aria-labelledby="leads-heading">
        <h2 id="leads-heading" className="text-xl font-bold text-slate-900">
          Assessments
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Leads are assessments whose visitor asked to be introduced to advisors. Score-only
          assessments (“Just show my score”) are counted apart: they are not leads and are never
          shared.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          {periods.map(({ label, counts, scoreOnly }) => (
            <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-sm font-semibold text-slate-700">{label}</p>
              <p className="mt-1 text-3xl font-bold text-slate-900">
                {formatCount(counts.total)} <span className="text-base font-semibold">leads</span>
              </p>
              <p className="mt-2 text-sm text-slate-700">
                {formatCount(counts.HOT)} hot · {formatCount(counts.WARM)} warm ·{' '}
                {formatCount(counts.COLD)} cold
              </p>
              <p className="mt-2 border-t border-slate-200 pt-2 text-sm text-slate-800">
                <strong>{formatCount(scoreOnly)}</strong> score only (not leads)
              </p>
            </div>
          ))}
        </div>
      </section>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Matching this month">
          {d.matching.rate === null ? (
            <p className="text-slate-700">No hot or warm leads yet this month.</p>
          ) : (
            <>
              <p className="text-3xl font-bold text-slate-900">{d.matching.rate}%</p>
              <p className="mt-1 text-slate-700">
                of this month’s hot and warm leads reached at least one advisor (
                {formatCount(d.matching.matched)} of {formatCount(d.matching.qualified)}).
              </p>
            </>
          )}
          <p className="mt-3 text-sm text-slate-700">
            Withheld under a privacy signal or a do-not-sell request:{' '}
            {formatCount(d.matching.withheld)}.
          </p>
        </Panel>

        <Panel title="Newsletter">
          <p className="text-slate-700">
            <strong className="text-2xl text-slate-900">{formatCount(d.newsletter.active)}</strong>{' '}
            subscribed · {formatCount(d.newsletter.unsubscribed)} unsubscribed
          </p>
          <Table caption="Sign-ups per week" className="mt-3">
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Sign-ups</th>
              </tr>
            </thead>
            <tbody>
              {d.newsletter.weeks.map((w) => (
                <tr key={w.weekOf}>
                  <td>{w.weekOf}</td>
                  <td>
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="h-2 rounded bg-brand-600"
                        style={{ width: `${(w.signups / maxSignups) * 8}rem` }}
                      />
                      {formatCount(w.signups)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Panel>
      </div>

      <Panel title="Advisors this month">
        {d.advisors.length === 0 ? (
          <p className="text-slate-700">No active advisors.</p>
        ) : (
          <Table caption="Leads matched this month against each active advisor’s monthly capacity">
            <thead>
              <tr>
                <th scope="col">Advisor</th>
                <th scope="col">Firm</th>
                <th scope="col">Leads</th>
                <th scope="col">Capacity used</th>
              </tr>
            </thead>
            <tbody>
              {d.advisors.map((a) => {
                const used = Math.min(100, Math.round((a.thisMonth / a.capacity) * 100))
                return (
                  <tr key={a.id}>
                    <td>{a.name}</td>
                    <td>{a.firm}</td>
                    <td>
                      {formatCount(a.thisMonth)} of {formatCount(a.capacity)}
                    </td>
                    <td>
                      <span className="flex items-center gap-2">
                        <span aria-hidden="true" className="h-2 w-24 rounded bg-slate-200">
                          <span
                            className={`block h-2 rounded ${used >= 100 ? 'bg-red-600' : 'bg-brand-600'}`}
                            style={{ width: `${used}%` }}
                          />
                        </span>
                        {used}%
                      </span>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </Table>
        )}
      </Panel>

      <div className="space-y-6">
        <Panel title="Newest leads">
          {d.newestLeads.length === 0 ? (
            <p className="text-slate-700">No leads yet.</p>
          ) : (
            <Table caption="The ten newest leads">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Score</th>
                  <th scope="col">State</th>
                  <th scope="col">Advisors</th>
                  <th scope="col">Received (UTC)</th>
                </tr>
              </thead>
              <tbody>
                {d.newestLeads.map((lead) => (
                  <tr key={lead.id}>
                    <td>
                      <Link
                        className="font-semibold text-brand-700 underline"
                        to={`/admin/leads/${lead.id}`}
                      >
                        {lead.name}
                      </Link>
                    </td>
                    <td>
                      <span className="flex items-center gap-2">
                        {lead.score} <CategoryBadge category={lead.category} size="compact" />
                      </span>
                    </td>
                    <td>{lead.state}</td>
                    <td>{lead.matches}</td>
                    <td>{formatUtcDateTime(lead.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Panel>

        <Panel title="Most-read articles">
          {d.mostRead.length === 0 ? (
            <p className="text-slate-700">No article has been read yet.</p>
          ) : (
            <ol className="list-decimal space-y-2 pl-5">
              {d.mostRead.map((post) => (
                <li key={post.slug}>
                  <a className="font-semibold text-brand-700 underline" href={`/blog/${post.slug}`}>
                    {post.title}
                  </a>{' '}
                  <span className="text-slate-700">· {formatCount(post.views)} views</span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
    </div>
  )
}
