import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { problemsOf } from '~/lib/form-answer'
import { CheckboxField } from '~/features/auth/auth-ui'
import { verifyPassword } from '~/features/auth/password.server'
import { clearedSessionCookie, requireUser } from '~/features/auth/session.server'
import {
  countSignInAttempt,
  recordSignInSuccess,
  throttleMessage,
} from '~/features/auth/throttle.server'
import { deleteAccount } from '~/features/dashboard/account-data.server'
import { DELETE_CONFIRMATION_WORD } from '~/features/dashboard/delete-confirmation'
import { deleteAccountSchema } from '~/features/dashboard/delete-account-schema'
import { PRIVACY_CONTACT_EMAIL } from '~/features/legal/disclosure'
import { findSubscriberByEmail } from '~/features/newsletter/newsletter.server'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { ErrorSummary, FieldMessage, firstError, TextField, useLastResult } from '~/ui/form'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/dashboard.delete-account'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'
import { secureCookies } from '~/lib/security/cookies.server'

export const handle: SitemapHandle = { sitemap: false }

// Personal data: never kept by a shared cache, nor shown again from the cache after signing out.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

const LINK = 'font-medium text-brand-700 underline underline-offset-2'

const LABELS = { understood: 'Confirmation', password: 'Password', confirmation: 'Confirmation' }

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request)
  const subscriber = await findSubscriberByEmail(db(), user.email)
  return {
    email: user.email,
    hasPassword: user.passwordHash !== null,
    newsletterSubscribed: subscriber !== undefined && subscriber.unsubscribedAt === null,
  }
}

/**
 * Deletes the account after the box is ticked and the password given (or DELETE typed for an
 * account without one). A wrong password counts as a failed sign-in, so it cannot be guessed here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request)
  const hasPassword = user.passwordHash !== null
  const submission = parseWithZod(await readFormData(request), {
    schema: deleteAccountSchema(hasPassword),
  })
  // The boxes as ticked and the word typed; never the password.
  const values = {
    understood: submission.payload.understood === 'on',
    unsubscribe: submission.payload.unsubscribe === 'on',
    ...(hasPassword ? {} : { confirmation: formText(submission.payload.confirmation) }),
  }
  const fail = (status: number, fieldErrors: Record<string, string>, formError: string | null) =>
    data({ fieldErrors, formError, values }, { status })
  if (submission.status !== 'success') {
    const problems = problemsOf(submission)
    return fail(400, problems.fieldErrors, problems.formError)
  }
  const input = submission.value

  if (user.passwordHash && 'password' in input) {
    const attempt = { email: user.email, ip: context.clientIp }
    const verdict = await countSignInAttempt(db(), attempt)
    if (!verdict.admitted)
      return fail(429, {}, throttleMessage(verdict.retryAfterSeconds, { offerLink: false }))
    if (!(await verifyPassword(user.passwordHash, input.password)))
      return fail(400, { password: 'That password is not right' }, null)
    await recordSignInSuccess(db(), attempt)
  }
  await deleteAccount(db(), user, { unsubscribe: input.unsubscribe })
  throw redirect('/?notice=account-deleted', {
    headers: { 'Set-Cookie': clearedSessionCookie(secureCookies(context)) },
  })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Delete Your Account',
    description: 'Delete your Wealthward account and the data that belongs to it.',
    path: '/dashboard/delete-account',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, nofollow',
  })

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const lastResult = useLastResult(actionData)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: deleteAccountSchema(loaderData.hasPassword) }),
  })
  const understoodError = firstError(fields.understood)
  const email = (
    <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className={LINK}>
      {PRIVACY_CONTACT_EMAIL}
    </a>
  )
  return (
    <>
      <PageHeader
        title="Delete your account"
        intro={<>This deletes the account for {loaderData.email}. It can’t be undone.</>}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <section aria-labelledby="what-happens" className="space-y-3 text-slate-800">
          <h2 id="what-happens" className="text-xl font-bold text-slate-900">
            What happens
          </h2>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              We delete your profile, goals, Investment Readiness score history, saved calculations,
              linked Google or Facebook sign-ins, and every sign-in session, on all your devices.
            </li>
            <li>
              Your assessment submissions are not tied to your account, so they stay. Any copies
              already passed to matched advisors are theirs; to have your submissions deleted, ask
              on our{' '}
              <a href="/do-not-sell#make-your-request" className={LINK}>
                Do Not Sell or Share
              </a>{' '}
              page or email {email}, and we will delete ours and forward the request to those
              advisors.
            </li>
            <li>
              {loaderData.newsletterSubscribed
                ? 'Your newsletter subscription stays unless you tick the box below; every issue also has a one-click unsubscribe link.'
                : 'You are not subscribed to our newsletter.'}
            </li>
          </ul>
          <p>
            Want a copy first?{' '}
            <a href="/api/user/export" download className={LINK}>
              Download my data (JSON)
            </a>
          </p>
        </section>
        <Form
          method="post"
          className="space-y-5 rounded-2xl border-2 border-red-200 bg-white p-6"
          {...getFormProps(form)}
        >
          <ErrorSummary form={form} lastResult={lastResult} labels={LABELS} />
          <div>
            <CheckboxField
              name={fields.understood.name}
              label="I understand that my account and its data will be deleted for good"
              defaultChecked={actionData?.values.understood === true}
            />
            <FieldMessage id="understood-error" message={understoodError} />
          </div>
          {loaderData.newsletterSubscribed ? (
            <CheckboxField
              name={fields.unsubscribe.name}
              label="Also unsubscribe me from the newsletter"
              defaultChecked={actionData?.values.unsubscribe === true}
            />
          ) : null}
          {loaderData.hasPassword ? (
            <TextField
              field={fields.password}
              label="Your password"
              type="password"
              autoComplete="current-password"
              required
            />
          ) : (
            <TextField
              field={fields.confirmation}
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              autoComplete="off"
              required
            />
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className="btn-primary bg-red-700 hover:bg-red-800"
              disabled={busy}
            >
              {busy ? 'Deleting…' : 'Delete my account'}
            </button>
            <Link to="/dashboard" className="btn-secondary">
              Keep my account
            </Link>
          </div>
        </Form>
      </div>
    </>
  )
}
