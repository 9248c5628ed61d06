import { Link } from 'react-router'

/** Beside the advisor sign-in: the demo account (only when demo data is seeded) and how to join. */
export function AdvisorLoginAside({
  demo,
}: {
  demo: { email: string; password: string; totpSecret: string } | null
}) {
  return (
    <div className="space-y-6 self-start">
      {demo ? (
        <aside
          aria-labelledby="demo-credentials"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-6"
        >
          <h2 id="demo-credentials" className="text-xl font-bold text-slate-900">
            Demo credentials
          </h2>
          <p className="mt-2 text-slate-800">
            This site runs with demo data. Sign in as the fictional demo advisor to look around:
          </p>
          <dl className="mt-3 grid gap-x-3 gap-y-1 text-slate-900 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Email</dt>
            <dd className="break-all">
              <code>{demo.email}</code>
            </dd>
            <dt className="font-semibold">Password</dt>
            <dd className="break-all">
              <code>{demo.password}</code>
            </dd>
            <dt className="font-semibold">Two-step key</dt>
            <dd className="break-all">
              <code>{demo.totpSecret}</code>
            </dd>
          </dl>
          <p className="mt-3 text-sm text-slate-800">
            The demo advisor uses two-step verification: add the key to any authenticator app
            (“enter a setup key”, time-based), then enter the 6-digit code it shows after the
            password.
          </p>
        </aside>
      ) : null}
      <aside
        aria-labelledby="become-partner"
        className="rounded-2xl border border-brand-100 bg-brand-50 p-6"
      >
        <h2 id="become-partner" className="text-xl font-bold text-slate-900">
          Not a partner yet?
        </h2>
        <p className="mt-2 text-slate-800">
          Registered investment advisers receive consented, state-matched leads from our Investment
          Readiness assessment.
        </p>
        <Link to="/ria" className="btn-secondary mt-4">
          Apply to become a partner
        </Link>
      </aside>
    </div>
  )
}
