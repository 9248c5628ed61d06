import { Form, Link, data, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { actorOf, requireAdmin } from '~/features/admin/access.server'
import { AdminPageHeader, Panel, Table } from '~/features/admin/admin-ui'
import { CategoryBadge } from '~/features/leads'
import {
  AddMatchSchema,
  ReassignSchema,
  ReturnDecisionSchema,
  addMatch,
  decideReturn,
  getAdminLead,
  reassignMatch,
  type AdminLead,
} from '~/features/leads/index.server'
import { fieldErrorsOf } from '~/lib/http/json.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { Route } from './+types/admin.leads.$leadId'
import { readFormData } from '~/lib/http/form.server'
import { formatUtcDateTime } from '~/lib/format'
import { formatDollars } from '~/lib/money'
import { formText } from '~/lib/http/form-text'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request)
  const lead = await getAdminLead(db(), actorOf(session), params.leadId)
  if (!lead) throw data({ error: 'Lead not found.' }, { status: 404 })
  return { lead }
}

type ActionData =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; error: string; fieldErrors?: Record<string, string> }

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdmin(request)
  // A body that is not a form is answered like an empty form.
  const form = Object.fromEntries(await readFormData(request))
  const intent = formText(form.intent)
  const actor = actorOf(session)
  const fail = (status: number, error: string, fieldErrors?: Record<string, string>) =>
    data<ActionData>({ ok: false, intent, error, fieldErrors }, { status })

  let outcome
  if (intent === 'add-match') {
    const parsed = AddMatchSchema.safeParse(form)
    if (!parsed.success) return fail(400, 'Choose an advisor.', fieldErrorsOf(parsed.error))
    outcome = await addMatch(db(), actor, params.leadId, parsed.data.advisorId)
  } else if (intent === 'reassign') {
    const parsed = ReassignSchema.safeParse(form)
    if (!parsed.success) return fail(400, 'Choose both advisors.', fieldErrorsOf(parsed.error))
    outcome = await reassignMatch(
      db(),
      actor,
      params.leadId,
      parsed.data.fromAdvisorId,
      parsed.data.toAdvisorId,
    )
  } else if (intent === 'decide-return') {
    const parsed = ReturnDecisionSchema.safeParse(form)
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error)
      return fail(400, Object.values(fieldErrors)[0] ?? 'Check the decision.', fieldErrors)
    }
    outcome = await decideReturn(db(), actor, params.leadId, parsed.data)
  } else {
    return fail(400, 'Unknown action.')
  }
  if (!outcome.ok) return fail(outcome.status, outcome.error)
  return data<ActionData>({ ok: true, intent, message: outcome.message })
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData ? `Lead: ${loaderData.lead.name}` : 'Lead not found',
    description: 'A lead’s answers, consent record, advisors and history.',
    path: '/admin/leads',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

const when = formatUtcDateTime

function Message({ result, intent }: { result: ActionData | undefined; intent: string }) {
  if (!result || result.intent !== intent) return null
  return result.ok ? (
    <p
      role="status"
      className="mt-3 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900"
    >
      {result.message}
    </p>
  ) : (
    <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
      {result.error}
    </p>
  )
}

export default function AdminLeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const answers: [string, string][] = [
    ['Email', lead.email],
    [
      'Phone',
      lead.phone
        ? `${lead.phone}${lead.phoneConsent ? '' : ' (no consent to call or text)'}`
        : 'Not given',
    ],
    ['Age', String(lead.age)],
    ['Location', `${lead.city}, ${lead.state}`],
    ['Annual income', formatDollars(lead.annualIncome)],
    ['Total debt', formatDollars(lead.totalDebt)],
    ['Emergency fund', formatDollars(lead.emergencyFund)],
    ['Monthly expenses', formatDollars(lead.monthlyExpenses)],
    ['Investable assets', formatDollars(lead.investableAssets)],
    ['Credit score', lead.creditScore === null ? 'Not given' : String(lead.creditScore)],
    ['Came from', lead.source || 'Direct'],
  ]
  const breakdown: [string, number][] = [
    ['Emergency fund', lead.breakdown.emergencyFund],
    ['Debt management', lead.breakdown.debtManagement],
    ['Cash flow', lead.breakdown.cashFlow],
    ['Credit health', lead.breakdown.creditHealth],
  ]
  return (
    <div className="space-y-5">
      <p>
        <Link to="/admin/leads" className="font-semibold text-brand-700 underline">
          ← All leads
        </Link>
      </p>
      <AdminPageHeader
        title={lead.name}
        intro={`Received ${when(lead.createdAt)} UTC · ${lead.readinessLevel}`}
      />
      <p className="flex flex-wrap items-center gap-2 text-slate-800">
        Score <strong className="text-2xl text-slate-900">{lead.score}</strong>
        <CategoryBadge category={lead.category} size="compact" />
        {lead.matchingWithheld ? (
          <span className="font-semibold text-amber-900">
            Not offered to advisors:{' '}
            {lead.matchingWithheld === 'gpc' ? 'Global Privacy Control' : 'do-not-sell request'}
          </span>
        ) : null}
      </p>

      <div className="grid gap-5 xl:grid-cols-2">
        <Panel title="Answers">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {answers.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-800">{label}</dt>
                <dd className="break-words text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title="Score breakdown">
          <ul className="space-y-2">
            {breakdown.map(([label, points]) => (
              <li key={label}>
                <span className="flex justify-between text-slate-800">
                  <span>{label}</span>
                  <span>{points} of 25</span>
                </span>
                <span aria-hidden="true" className="mt-1 block h-2 rounded bg-slate-200">
                  <span
                    className="block h-2 rounded bg-brand-600"
                    style={{ width: `${(points / 25) * 100}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      </div>

      <Panel title="Consent record">
        {lead.consents.length === 0 ? (
          <p className="text-slate-700">No consent record was stored with this lead.</p>
        ) : (
          <ul className="space-y-4">
            {lead.consents.map((c) => (
              <li key={c.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">
                  {when(c.consentedAt)} UTC · disclosure version {c.disclosureVersion}
                </p>
                <ul className="mt-1 text-slate-800">
                  <li>Email contact: {c.emailConsent ? 'agreed' : 'not agreed'}</li>
                  <li>Calls and texts: {c.phoneConsent ? 'agreed' : 'not agreed'}</li>
                  <li>
                    Global Privacy Control: {c.globalPrivacyControl ? 'on' : 'off'}
                    {c.globalPrivacyControl
                      ? c.matchingConfirmed
                        ? ' (asked to be matched anyway)'
                        : ' (not matched)'
                      : ''}
                  </li>
                  <li className="break-all">Page: {c.pageUrl}</li>
                </ul>
                <details className="mt-2">
                  <summary className="cursor-pointer text-brand-700">Text they agreed to</summary>
                  <p className="mt-1 text-sm text-slate-800">{c.disclosureText}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="Advisors">
        <MatchesTable lead={lead} actionData={actionData} busy={busy} />
        {lead.matches.length > 0 && lead.candidates.length > 0 ? (
          <Form method="post" className="mt-5 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <input type="hidden" name="intent" value="reassign" />
            <label className="block text-sm font-semibold text-slate-800">
              Take the lead from
              <select name="fromAdvisorId" className="field-input mt-1" required>
                {lead.matches.map((m) => (
                  <option key={m.advisorId} value={m.advisorId}>
                    {m.name} ({m.firm})
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-semibold text-slate-800">
              and give it to
              <select name="toAdvisorId" className="field-input mt-1" required>
                {lead.candidates.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn-secondary" disabled={busy}>
              Reassign
            </button>
          </Form>
        ) : null}
        <Message result={actionData} intent="reassign" />
        {lead.candidates.length > 0 ? (
          <Form method="post" className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <input type="hidden" name="intent" value="add-match" />
            <label className="block text-sm font-semibold text-slate-800">
              Also send this lead to
              <select name="advisorId" className="field-input mt-1" required>
                {lead.candidates.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn-secondary" disabled={busy}>
              Add advisor
            </button>
          </Form>
        ) : (
          <p className="mt-4 text-slate-700">Every active advisor already has this lead.</p>
        )}
        <Message result={actionData} intent="add-match" />
      </Panel>

      <Panel title="History">
        {lead.events.length === 0 ? (
          <p className="text-slate-700">Nothing has happened to this lead yet.</p>
        ) : (
          <ol className="space-y-2">
            {lead.events.map((e) => (
              <li key={e.id} className="border-l-2 border-slate-300 pl-3">
                <p className="text-sm text-slate-600">
                  {when(e.at)} UTC · {e.actor}
                  {e.advisorName ? ` · ${e.advisorName}` : ''}
                </p>
                <p className="text-slate-900">
                  {e.type.replaceAll('_', ' ').toLowerCase()}
                  {e.fromStatus || e.toStatus
                    ? ` (${e.fromStatus ?? '—'} → ${e.toStatus ?? '—'})`
                    : ''}
                  {e.note ? `: ${e.note}` : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  )
}

function MatchesTable({
  lead,
  actionData,
  busy,
}: {
  lead: AdminLead
  actionData: ActionData | undefined
  busy: boolean
}) {
  if (lead.matches.length === 0)
    return <p className="text-slate-700">This lead has not been sent to any advisor.</p>
  return (
    <div id="returns" className="scroll-mt-24">
      <Table caption="Advisors who received this lead">
        <thead>
          <tr>
            <th scope="col">Advisor</th>
            <th scope="col">Status</th>
            <th scope="col">Sent</th>
            <th scope="col">Meeting / revenue</th>
            <th scope="col">Return</th>
          </tr>
        </thead>
        <tbody>
          {lead.matches.map((m) => (
            <tr key={m.advisorId}>
              <td>
                {m.name}
                <span className="block text-slate-600">{m.firm}</span>
              </td>
              <td>{m.status}</td>
              <td className="whitespace-nowrap">{when(m.matchedAt)}</td>
              <td>
                {m.meetingScheduledAt ? `Meeting ${when(m.meetingScheduledAt)}` : '—'}
                {m.expectedAnnualRevenue !== null ? (
                  <span className="block">{formatDollars(m.expectedAnnualRevenue)} a year</span>
                ) : null}
              </td>
              <td className="min-w-64">
                {m.return ? (
                  <>
                    <p>
                      <strong>{m.return.reason}</strong>
                      {m.return.details ? ` — ${m.return.details}` : ''}
                    </p>
                    {m.return.status === 'pending' ? (
                      <Form method="post" className="mt-2 space-y-2">
                        <input type="hidden" name="intent" value="decide-return" />
                        <input type="hidden" name="returnId" value={m.return.id} />
                        <label className="block text-sm font-semibold text-slate-800">
                          Note to the advisor
                          <textarea
                            name="note"
                            required
                            minLength={3}
                            maxLength={1000}
                            rows={2}
                            className="field-input mt-1"
                            defaultValue={
                              actionData && !actionData.ok && actionData.intent === 'decide-return'
                                ? undefined
                                : ''
                            }
                          />
                        </label>
                        <div className="flex flex-wrap gap-2">
                          <button
                            type="submit"
                            name="decision"
                            value="credited"
                            className="btn-primary"
                            disabled={busy}
                          >
                            Credit
                          </button>
                          <button
                            type="submit"
                            name="decision"
                            value="declined"
                            className="btn-secondary"
                            disabled={busy}
                          >
                            Decline
                          </button>
                        </div>
                      </Form>
                    ) : (
                      <p className="text-slate-700">
                        {m.return.status === 'credited' ? 'Credited' : 'Declined'}
                        {m.return.decisionNote ? `: ${m.return.decisionNote}` : ''}
                      </p>
                    )}
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Message result={actionData} intent="decide-return" />
    </div>
  )
}
