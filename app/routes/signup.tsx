import { useEffect, useRef, useState } from 'react'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { db } from '~/db/client.server'
import { fieldErrorsOf } from '~/lib/http/json.server'
import {
  AccountBenefits,
  AuthCard,
  CheckboxField,
  FormError,
  SocialButtons,
} from '~/features/auth/auth-ui'
import { PASSWORD_HINT } from '~/features/auth/password-rules'
import { configuredProviders, requestInfo } from '~/features/auth/request-info.server'
import { GOALS, SignupSchema } from '~/features/auth/schema'
import { getSession } from '~/features/auth/session.server'
import { signUp } from '~/features/auth/signup.server'
import { safeRedirectPath } from '~/lib/security/redirect'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { ErrorSummary, TextField } from '~/ui/form'
import { useHydrated } from '~/ui/use-hydrated'
import type { Route } from './+types/signup'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'

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
  const formData = await readFormData(request)
  const form: Record<string, unknown> = {
    ...Object.fromEntries(formData),
    goals: formData.getAll('goals'),
    // An unticked box is absent from a form post: the visitor said no.
    subscribeNewsletter: formData.get('subscribeNewsletter') === 'on',
  }
  const values = {
    firstName: formText(form.firstName),
    lastName: formText(form.lastName),
    email: formText(form.email),
    goals: formData.getAll('goals').map(String),
    subscribeNewsletter: form.subscribeNewsletter === true,
    agreeToTerms: form.agreeToTerms === 'on',
  }
  const parsed = SignupSchema.safeParse(form)
  if (!parsed.success) {
    return data(
      { sent: null, fieldErrors: fieldErrorsOf(parsed.error), formError: null, values },
      { status: 400 },
    )
  }
  const url = new URL(request.url)
  const outcome = await signUp(
    db(),
    { ...parsed.data, redirectTo: url.searchParams.get('redirect') ? targetOf(url) : null },
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
  const values = actionData?.values
  const [agreed, setAgreed] = useState(values?.agreeToTerms ?? false)
  const errors: Record<string, string> = actionData?.fieldErrors ?? {}
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
          <Form method="post" noValidate data-analytics="signup" className="space-y-5">
            <ErrorSummary errors={errors} />
            <FormError message={actionData?.formError} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                name="firstName"
                label="First name"
                autoComplete="given-name"
                required
                defaultValue={values?.firstName}
                error={errors.firstName}
              />
              <TextField
                name="lastName"
                label="Last name"
                autoComplete="family-name"
                required
                defaultValue={values?.lastName}
                error={errors.lastName}
              />
            </div>
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values?.email}
              error={errors.email}
            />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={128}
              hint={PASSWORD_HINT}
              error={errors.password}
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
                    defaultChecked={values?.goals.includes(goal.value)}
                  />
                ))}
              </div>
            </fieldset>
            <div className="space-y-3">
              <div>
                <CheckboxField
                  name="agreeToTerms"
                  defaultChecked={values?.agreeToTerms}
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
                {errors.agreeToTerms ? (
                  <p className="mt-1 pl-8 text-sm font-medium text-red-700">
                    {errors.agreeToTerms}
                  </p>
                ) : null}
              </div>
              <CheckboxField
                name="subscribeNewsletter"
                label="Send me weekly tips and the free Excel debt tracker"
                defaultChecked={values?.subscribeNewsletter ?? true}
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
