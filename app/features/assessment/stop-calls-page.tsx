import { Form, Link, useNavigation } from 'react-router'
import { STOP_CALLS_LABEL } from '~/features/legal'
import { formatLongUtcDateTime } from '~/lib/format'

/** What the "Stop calls and texts" page knows: the link's token, and any withdrawal already made. */
export type StopCallsView =
  | { status: 'ready'; token: string }
  | { status: 'stopped'; withdrawnAt: string | null }
  | { status: 'invalid' }

/** The link's page: one button, in a form that works without JavaScript. */
export function StopCallsForm({ token }: { token: string }) {
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="space-y-6">
      <p className="text-slate-800">
        Press the button to withdraw your consent to be called or texted by the advisors Wealthward
        introduced you to. It takes effect at once: they will no longer be shown your number as one
        they may call or text, and we email each of them to stop. They may still contact you by
        email. Nothing changes until you press the button.
      </p>
      <Form method="post" action="/stop-calls">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Stopping…' : STOP_CALLS_LABEL}
        </button>
      </Form>
    </div>
  )
}

/** Said after the button is pressed, and when the link is opened again afterwards. */
export function CallsStopped({ withdrawnAt }: { withdrawnAt: string | null }) {
  return (
    <section aria-labelledby="stopped-heading" className="space-y-4">
      <h2 id="stopped-heading" className="text-2xl font-bold text-slate-900">
        Calls and texts are stopped
      </h2>
      <p role="status" className="text-slate-800">
        {withdrawnAt
          ? `You withdrew your consent to calls and texts on ${formatLongUtcDateTime(withdrawnAt)} UTC. From then on the advisors matched with you may not call or text you, and we have emailed each of them to stop.`
          : 'Advisors do not have your consent to call or text you: your assessment on file allows contact by email only.'}{' '}
        Advisors may still email you. To stop that as well, tell the advisor, or ask us to stop
        sharing your details on the{' '}
        <Link to="/do-not-sell" className="font-medium text-brand-700 underline">
          Do Not Sell or Share My Personal Information
        </Link>{' '}
        page.
      </p>
      <p className="text-slate-800">
        If you take the assessment again and tick the phone and text box, that is a new consent.
      </p>
    </section>
  )
}

/** A link that is not one we sent: nothing was changed. */
export function StopCallsInvalid() {
  return (
    <section aria-labelledby="stop-invalid-heading" className="space-y-4">
      <h2 id="stop-invalid-heading" className="text-2xl font-bold text-slate-900">
        This link is not valid
      </h2>
      <p role="alert" className="text-slate-800">
        It may have been copied incompletely, or the assessment it belonged to has been deleted.
        Nothing has been changed. Use the “{STOP_CALLS_LABEL}” link exactly as it appears in an
        email from Wealthward, reply STOP to any text, or tell the advisor who contacts you.
      </p>
    </section>
  )
}
