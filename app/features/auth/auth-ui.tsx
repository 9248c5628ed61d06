import type { FormMetadata } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { LoginFormValues } from './schema'
import { PROVIDER_NAMES, type SocialProvider } from './social'
import { ErrorSummary, TextField } from '~/ui/form'

/** The card that holds the sign-in and sign-up forms. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: React.ReactNode
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      <div className="mt-6">{children}</div>
    </div>
  )
}

/**
 * One message for the whole form, for forms not yet on Conform (those show it in ErrorSummary).
 * `answer`: the server's answer that carries the message; each new one moves focus to the
 * message, so keyboard and screen-reader users are not left on a button that was disabled while
 * the form was sent.
 */
export function FormError({
  message,
  answer,
}: {
  message: string | null | undefined
  answer?: object | null
}) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (answer && message) ref.current?.focus()
  }, [answer, message])
  if (!message) return null
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={answer ? -1 : undefined}
      className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-medium text-red-900"
    >
      {message}
    </p>
  )
}

export function CheckboxField({
  name,
  label,
  value,
  defaultChecked,
  onChange,
  children,
}: {
  name: string
  label?: React.ReactNode
  value?: string
  defaultChecked?: boolean
  onChange?: (checked: boolean) => void
  children?: React.ReactNode
}) {
  const id = value ? `field-${name}-${value}` : `field-${name}`
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        value={value}
        type="checkbox"
        defaultChecked={defaultChecked}
        onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
      />
      <label htmlFor={id} className="text-slate-800">
        {label ?? children}
      </label>
    </div>
  )
}

/**
 * The fields every sign-in form shares (visitor, advisor and admin): the error summary and box,
 * email and password, and, where the session may be remembered, the checkbox with the link to
 * reset a forgotten password. `form`/`fields`: Conform's metadata from `useForm` with
 * `LoginSchema`; `lastResult`: the action's answer (a failed one puts focus on its message).
 */
export function SignInFields({
  form,
  fields,
  lastResult,
  message,
  emailAutoComplete,
  remember,
}: {
  form: FormMetadata<LoginFormValues, string[]>
  fields: ReturnType<FormMetadata<LoginFormValues, string[]>['getFieldset']>
  lastResult: unknown
  /** A message about signing in from elsewhere than this form (a failed social sign-in). */
  message?: string | null
  /** `username` on staff pages, so password managers keep their accounts apart. */
  emailAutoComplete: 'email' | 'username'
  remember?: { label: string }
}) {
  return (
    <>
      <ErrorSummary form={form} lastResult={lastResult} message={message} />
      <TextField
        field={fields.email}
        label="Email"
        type="email"
        autoComplete={emailAutoComplete}
        required
      />
      <TextField
        field={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      {remember ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField
            name={fields.rememberMe.name}
            label={remember.label}
            defaultChecked={fields.rememberMe.initialValue === 'on'}
          />
          <Link
            to="/forgot-password"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
          >
            Forgot password?
          </Link>
        </div>
      ) : null}
    </>
  )
}

/** Google and Facebook buttons: full-page links, shown only for configured providers. */
export function SocialButtons({
  providers,
  redirectTo,
}: {
  providers: readonly SocialProvider[]
  redirectTo?: string
}) {
  if (!providers.length) return null
  const query = redirectTo ? `?${new URLSearchParams({ redirect: redirectTo })}` : ''
  return (
    <div className="mt-6">
      <p className="relative text-center text-sm text-slate-600">
        <span className="bg-white px-3">or</span>
      </p>
      <ul className="mt-4 grid gap-3">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              href={`/api/auth/${provider}${query}`}
              className="flex min-h-12 w-full items-center justify-center rounded-lg border-2 border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {`Continue with ${PROVIDER_NAMES[provider]}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Why an account is worth having (the seed's list beside the sign-in form). */
export function AccountBenefits() {
  return (
    <aside
      aria-labelledby="account-benefits"
      className="self-start rounded-2xl border border-brand-100 bg-brand-50 p-6"
    >
      <h2 id="account-benefits" className="text-xl font-bold text-slate-900">
        Why create a free account?
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800 marker:text-brand-600">
        <li>Save your calculations and reopen them any time</li>
        <li>Track your Investment Readiness score as it improves</li>
        <li>See which step of the 6-step method you are on</li>
        <li>Download or delete your data whenever you like</li>
      </ul>
      <p className="mt-4 text-sm text-slate-700">
        Free, with no card needed. Read our{' '}
        <Link to="/privacy" className="font-medium text-brand-700 underline">
          Privacy Policy
        </Link>
        .
      </p>
    </aside>
  )
}
