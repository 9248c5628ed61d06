import { getFormProps, useForm } from '@conform-to/react'
import { Form, Link, useNavigation } from 'react-router'
import { CheckboxField } from '~/features/auth'
import { GOALS } from '~/features/auth'
import { ChangePasswordForm, OtherSessionsForm } from '~/features/auth'
import { PRIVACY_CONTACT_EMAIL } from '~/features/legal'
import { ErrorSummary, FieldMessage, firstError, TextField, useLastResult } from '~/ui/form'
import { useLazyValidation } from '~/ui/lazy-validation'
import type { DashboardActionData } from './dashboard-actions.server'
import type { DashboardData } from './dashboard.server'
import { Card, SectionMessage } from './dashboard-overview'

const PROFILE_LABELS = { firstName: 'First name', lastName: 'Last name', goals: 'Goals' }

// The schema (and Zod) loads on the first focus in the form, not with the page.
const loadProfileCheck = () =>
  import('./profile-validation').then((checks) => checks.validateProfile)

/** Name and goals; the email is shown, not edited. */
export function ProfileCard({
  user,
  action,
}: {
  user: DashboardData['user']
  action: DashboardActionData | undefined
}) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'profile'
  const posted = action?.intent === 'profile' ? action : undefined
  const lastResult = useLastResult(posted && !posted.ok ? posted : undefined)
  const { onValidate, preload } = useLazyValidation(loadProfileCheck)
  const [form, fields] = useForm({
    lastResult,
    onValidate,
    defaultValue: { firstName: user.firstName, lastName: user.lastName },
  })
  const goalsError = firstError(fields.goals)
  // The boxes ticked: as posted after a refusal, else the saved goals.
  const values = posted?.values ?? user
  return (
    <Card id="profile" title="Your profile and goals">
      <Form
        method="post"
        preventScrollReset
        className="space-y-4"
        {...getFormProps(form)}
        onFocus={preload}
      >
        <input type="hidden" name="intent" value="profile" />
        <ErrorSummary form={form} lastResult={lastResult} labels={PROFILE_LABELS} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            field={fields.firstName}
            label="First name"
            autoComplete="given-name"
            required
          />
          <TextField
            field={fields.lastName}
            label="Last name"
            autoComplete="family-name"
            required
          />
        </div>
        <div>
          <p className="text-sm font-semibold text-slate-800">Email address</p>
          <p className="mt-1 break-all text-slate-900">{user.email}</p>
          <p className="mt-1 text-sm text-slate-700">
            You sign in with this address, so it can’t be changed here. To change it, email{' '}
            <a
              href={`mailto:${PRIVACY_CONTACT_EMAIL}`}
              className="font-medium break-all text-brand-700 underline"
            >
              {PRIVACY_CONTACT_EMAIL}
            </a>
            .
          </p>
        </div>
        <fieldset
          id="field-goals"
          tabIndex={-1}
          aria-describedby={goalsError ? 'goals-error' : undefined}
        >
          <legend className="text-sm font-semibold text-slate-800">Your goals</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {GOALS.map((goal) => (
              <CheckboxField
                key={goal.value}
                name="goals"
                value={goal.value}
                label={goal.label}
                defaultChecked={values.goals.includes(goal.value)}
              />
            ))}
          </div>
          <FieldMessage id="goals-error" message={goalsError} />
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save profile'}
          </button>
          <SectionMessage action={action} intent="profile" />
        </div>
      </Form>
    </Card>
  )
}

export function NewsletterCard({
  email,
  subscribed,
  action,
}: {
  email: string
  subscribed: boolean
  action: DashboardActionData | undefined
}) {
  return (
    <Card id="newsletter-preference" title="Newsletter">
      <p className="text-slate-800">
        {subscribed ? (
          <>
            You get our weekly tips at <strong className="break-all">{email}</strong>.
          </>
        ) : (
          <>
            You are not subscribed. One practical tip a week, plus a free Excel debt tracker;
            unsubscribe with one click.
          </>
        )}
      </p>
      <Form method="post" preventScrollReset className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="newsletter" />
        <input type="hidden" name="newsletter" value={subscribed ? 'unsubscribe' : 'subscribe'} />
        <button type="submit" className={subscribed ? 'btn-secondary' : 'btn-primary'}>
          {subscribed ? 'Unsubscribe' : 'Subscribe to the newsletter'}
        </button>
      </Form>
      <div className="mt-2">
        <SectionMessage action={action} intent="newsletter" />
      </div>
    </Card>
  )
}

export function YourDataCard() {
  return (
    <Card id="your-data" title="Your data">
      <p className="text-slate-800">
        Download everything we keep about you: your profile, score history, saved calculations,
        newsletter status and your assessment submissions.
      </p>
      <a href="/api/user/export" download className="btn-secondary mt-4">
        Download my data (JSON)
      </a>
      <p className="mt-6 text-slate-800">
        Deleting your account removes your profile, goals, score history, saved calculations and
        sign-ins. It can’t be undone.
      </p>
      <Link to="/dashboard/delete-account" className="btn-secondary mt-4 text-red-800">
        Delete my account
      </Link>
    </Card>
  )
}

/** Change the password, and sign out of every other browser. */
export function SecurityCard({
  hasPassword,
  otherSessions,
  action,
}: {
  hasPassword: boolean
  otherSessions: number
  action: DashboardActionData | undefined
}) {
  const security =
    action && (action.intent === 'change-password' || action.intent === 'sign-out-others')
      ? { ...action, intent: action.intent }
      : undefined
  return (
    <Card id="security" title="Password and sign-ins" className="lg:col-span-2">
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="mb-3 text-lg font-bold text-slate-900">Change your password</h3>
          <ChangePasswordForm action={security} hasPassword={hasPassword} />
        </div>
        <div>
          <h3 className="mb-3 text-lg font-bold text-slate-900">Where you are signed in</h3>
          <OtherSessionsForm action={security} otherSessions={otherSessions} />
        </div>
      </div>
    </Card>
  )
}
