import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { AccountBenefits, AuthCard, CheckboxField, SocialButtons } from '~/features/auth/auth-ui'
import { PASSWORD_HINT } from '~/features/auth/password-rules'
import { configuredProviders, requestInfo } from '~/features/auth/request-info.server'
import { GOALS, SignupSchema } from '~/features/auth/schema'
import { getSession } from '~/features/auth/session.server'
import { signUp } from '~/features/auth/signup.server'
import { safeRedirectPath } from '~/lib/security/redirect'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { ErrorSummary, FieldMessage, TextField, firstError, useLastResult } from '~/ui/form'
import { useHydrated } from '~/ui/use-hydrated'
import type { Route } from './+types/signup'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'
import { problemsOf } from '~/lib/form-answer'

export const handle: SitemapHandle = { sitemap: false }

const targetOf = (url: URL) => safeRedirectPath(url.searchParams.get('redirect'), '/dashboard')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (await getSession(request)) throw redirect(targetOf(url))
  return {
    providers: configuredProviders(),
    redirectTo: url.searchParams.get('redirect') ? targetOf(url) : null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: SignupSchema })
  const { payload } = submission
  const values = {
    firstName: formText(payload.firstName),
    lastName: formText(payload.lastName),
    email: formText(payload.email),
    goals: [payload.goals ?? []].flat().map(String),
    // An unticked box is absent from a form post: the visitor said no.
    subscribeNewsletter: payload.subscribeNewsletter === 'on',
    agreeToTerms: payload.agreeToTerms === 'on',
  }
  if (submission.status !== 'success') {
    return data({ sent: null, ...problemsOf(submission), values }, { status: 400 })
  }
  const url = new URL(request.url)
  const outcome = await signUp(
    db(),
    { ...submission.value, redirectTo: url.searchParams.get('redirect') ? targetOf(url) : null },
    requestInfo(request, context),
  )
  if (!outcome.ok) {
    return data(
      { sent: null, fieldErrors: {}, formError: outcome.message, values },
      { status: outcome.status, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    )
  }
  // The same page for every address: whether it has an account is for its owner's inbox to say.
  return { sent: outcome.message, fieldErrors: {}, formError: null, values }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Sign Up',
    description:
      'Create a free Wealthward account to save your calculations, track your Investment Readiness score and follow the 6-step plan.',
    path: '/signup',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, follow',
  })

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const lastResult = useLastResult(actionData)
  const [form, fields] = useForm({
    lastResult,
    // The newsletter box starts ticked (seed 000 §2); after an answer it shows what was sent.
    defaultValue: { subscribeNewsletter: 'on' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignupSchema }),
  })
  const [agreed, setAgreed] = useState(fields.agreeToTerms.initialValue === 'on')
  const chosenGoals = [fields.goals.initialValue ?? []].flat()
  const loginHref = loaderData.redirectTo
    ? `/login?${new URLSearchParams({ redirect: loaderData.redirectTo })}`
    : '/login'
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[3fr_2fr]">
      <AuthCard
        title="Start Your Journey"
        intro="Create your free account to save your progress on the way to debt freedom and investing."
      >
        {actionData?.sent ? (
          <SignUpSent message={actionData.sent} email={actionData.values.email} />
        ) : (
          <Form method="post" data-analytics="signup" className="space-y-5" {...getFormProps(form)}>
            <ErrorSummary form={form} lastResult={lastResult} />
            <div className="grid gap-5 sm:grid-cols-2">
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
            <TextField
              field={fields.email}
              label="Email"
              type="email"
              autoComplete="email"
              required
            />
            <TextField
              field={fields.password}
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={128}
              hint={PASSWORD_HINT}
            />
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">
                Your goals <span className="font-normal text-slate-600">(optional)</span>
              </legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {GOALS.map((goal) => (
                  <CheckboxField
                    key={goal.value}
                    name="goals"
                    value={goal.value}
                    label={goal.label}
                    defaultChecked={chosenGoals.includes(goal.value)}
                  />
                ))}
              </div>
            </fieldset>
            <div className="space-y-3">
              <div>
                <CheckboxField
                  name="agreeToTerms"
                  defaultChecked={fields.agreeToTerms.initialValue === 'on'}
                  onChange={setAgreed}
                >
                  I agree to the{' '}
                  <Link to="/terms" className="font-medium text-brand-700 underline">
                    Terms of Service
                  </Link>{' '}
                  and{' '}
                  <Link to="/privacy" className="font-medium text-brand-700 underline">
                    Privacy Policy
                  </Link>
                </CheckboxField>
                <FieldMessage
                  id={fields.agreeToTerms.errorId}
                  message={firstError(fields.agreeToTerms)}
                  className="pl-8"
                />
              </div>
              <CheckboxField
                name="subscribeNewsletter"
                label="Send me weekly tips and the free Excel debt tracker"
                defaultChecked={fields.subscribeNewsletter.initialValue === 'on'}
              />
            </div>
            {/* Without JavaScript the server checks the agreement instead. */}
            <button
              type="submit"
              className="btn-primary w-full"
              disabled={busy || (hydrated && !agreed)}
            >
              {busy ? 'Creating account...' : 'Create Free Account'}
            </button>
          </Form>
        )}
        <SocialButtons
          providers={loaderData.providers}
          redirectTo={loaderData.redirectTo ?? undefined}
        />
        <p className="mt-6 text-center text-slate-700">
          Already have an account?{' '}
          <Link to={loginHref} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </p>
      </AuthCard>
      <AccountBenefits />
    </div>
  )
}

/**
 * What every sign-up is told, whether or not the address has an account. It replaces the form, so
 * it takes focus, as the reset page's answer does.
 */
function SignUpSent({ message, email }: { message: string; email: string }) {
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
        {`It went to ${email}. Nothing after a few minutes? Check your spam folder, or `}
        <Link to="/signup" className="font-medium text-green-900 underline">
          start again
        </Link>{' '}
        with the right address.
      </p>
    </div>
  )
}
