import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { Form, Link } from 'react-router'
import type { FormAnswer } from '~/lib/form-answer'
import { ErrorSummary, TextField, useLastResult } from '~/ui/form'
import { PASSWORD_HINT } from './password-rules'
import { ResetPasswordFormSchema } from './schema'

/**
 * The neutral answer after asking for an emailed link ('Forgot password?', 'Email me a sign-in
 * link'). It replaces the form, so it takes focus: keyboard and screen-reader users are not left
 * on a button that no longer exists. `tryAgain`: the page to ask again.
 */
export function ResetLinkSent({
  message,
  tryAgain = '/forgot-password',
}: {
  message: string
  tryAgain?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
    >
      <p className="font-semibold">{message}</p>
      <p className="mt-2">
        Check your inbox and your spam folder. Nothing after a few minutes?{' '}
        <Link to={tryAgain} className="font-medium text-green-900 underline">
          Try again
        </Link>{' '}
        with the address you signed up with.
      </p>
    </div>
  )
}

/** What a visitor sees when a reset link is invalid, used, replaced or expired. */
export function InvalidResetLink({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <p
        role="alert"
        className="rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-900"
      >
        {message}
      </p>
      <Link to="/forgot-password" className="btn-primary w-full">
        Ask for a new link
      </Link>
    </div>
  )
}

/**
 * The form of an emailed password link (reset or advisor invite): the new password twice, with
 * the token hidden and the account's address for password managers. `answer`: the action's
 * answer to the last try.
 */
export function NewPasswordForm({
  token,
  email,
  answer,
  busy,
  submitLabel,
}: {
  token: string
  email: string
  answer: FormAnswer | undefined
  busy: boolean
  submitLabel: string
}) {
  const lastResult = useLastResult(answer)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordFormSchema }),
  })
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <ErrorSummary form={form} lastResult={lastResult} />
      <input type="hidden" name="token" value={token} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        field={fields.password}
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint={PASSWORD_HINT}
      />
      <TextField
        field={fields.confirmPassword}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </button>
    </Form>
  )
}
