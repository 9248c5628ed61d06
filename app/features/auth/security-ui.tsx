import { getFormProps, useForm } from '@conform-to/react'
import { Form, Link, useNavigation } from 'react-router'
import { ErrorSummary, TextField, useLastResult } from '~/ui/form'
import { useLazyValidation } from '~/ui/lazy-validation'
import { PASSWORD_HINT } from './password-hint'
import type { SecurityActionData, SecurityData, SecurityIntent } from './security.server'
import type { QrCodeShape } from './two-factor/qr.server'

type Action = SecurityActionData | undefined

const forIntent = (action: Action, intents: SecurityIntent[]) =>
  action?.intent && intents.includes(action.intent) ? action : undefined

/** The refused answer of one form, for Conform's `lastResult`; nothing for any other answer. */
const refusal = (action: Action, intent: SecurityIntent) =>
  action?.intent === intent && !action.ok ? action : undefined

// The schemas (and Zod) load on the first focus in a form, not with the page.
const loadChecks = () => import('./security-validation')
const loadChangePassword = () => loadChecks().then((checks) => checks.validateChangePassword)
const loadConfirmEnrolment = () => loadChecks().then((checks) => checks.validateConfirmEnrolment)
const loadRegenerate = () => loadChecks().then((checks) => checks.validateRegenerateRecoveryCodes)
const loadDisable = () => loadChecks().then((checks) => checks.validateDisableTwoFactor)

/**
 * A section's answer: a status line, or an alert when it failed without naming a field. Forms on
 * Conform show their refusals in their ErrorSummary (`onlySuccess`).
 */
function Result({ action, onlySuccess = false }: { action: Action; onlySuccess?: boolean }) {
  if (!action) return null
  if (!action.ok && onlySuccess) return null
  if (!action.ok && action.fieldErrors && Object.keys(action.fieldErrors).length) return null
  return (
    <p
      role={action.ok ? 'status' : 'alert'}
      className={`rounded-lg border p-3 text-sm font-medium ${
        action.ok
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-red-700 bg-red-50 text-red-900'
      }`}
    >
      {action.message}
    </p>
  )
}

function useBusy(intent: SecurityIntent) {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
}

function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: React.ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  )
}

const PASSWORD_LABELS = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
}

/** Change the password: the current one, and the new one twice. */
export function ChangePasswordForm({
  action,
  hasPassword,
}: {
  action: Action
  hasPassword: boolean
}) {
  const busy = useBusy('change-password')
  const shown = forIntent(action, ['change-password'])
  const lastResult = useLastResult(refusal(action, 'change-password'))
  const { onValidate, preload } = useLazyValidation(loadChangePassword)
  const [form, fields] = useForm({ lastResult, onValidate })
  if (!hasPassword) {
    return (
      <p className="text-slate-800">
        You sign in with Google or Facebook, so your account has no password. To add one, sign out
        and use{' '}
        <Link to="/forgot-password" className="font-medium text-brand-700 underline">
          Forgot password?
        </Link>
      </p>
    )
  }
  return (
    // A successful change empties the form (its key changes); a refused one keeps nothing typed.
    <Form
      key={shown?.ok ? 'changed' : 'form'}
      method="post"
      preventScrollReset
      className="space-y-4"
      {...getFormProps(form)}
      onFocus={preload}
    >
      <input type="hidden" name="intent" value="change-password" />
      <ErrorSummary form={form} lastResult={lastResult} labels={PASSWORD_LABELS} />
      <Result action={shown} onlySuccess />
      <TextField
        field={fields.currentPassword}
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        field={fields.newPassword}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        required
      />
      <TextField
        field={fields.confirmPassword}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
      />
      <p className="text-sm text-slate-700">
        Changing your password signs you out everywhere else, and we email you a note of it.
      </p>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Changing…' : 'Change password'}
      </button>
    </Form>
  )
}

/** Sign out every other browser or app signed in to the account. */
export function OtherSessionsForm({
  action,
  otherSessions,
}: {
  action: Action
  otherSessions: number
}) {
  const busy = useBusy('sign-out-others')
  return (
    <Form method="post" preventScrollReset className="space-y-4">
      <input type="hidden" name="intent" value="sign-out-others" />
      <p className="text-slate-800">
        {otherSessions === 0
          ? 'You are not signed in anywhere else.'
          : `Besides this one, ${otherSessions === 1 ? '1 other session is' : `${otherSessions} other sessions are`} signed in to your account (other browsers, devices or API clients).`}
      </p>
      <Result action={forIntent(action, ['sign-out-others'])} />
      <button type="submit" className="btn-secondary" disabled={busy}>
        {busy ? 'Signing out…' : 'Sign out everywhere else'}
      </button>
    </Form>
  )
}

/** The QR code of the otpauth:// URI, drawn as SVG on the server. */
function QrCode({ shape }: { shape: QrCodeShape }) {
  return (
    <svg
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      width="220"
      height="220"
      role="img"
      aria-label="QR code for your authenticator app"
      shapeRendering="crispEdges"
      data-testid="two-factor-qr"
      className="rounded-lg border border-slate-300"
    >
      <rect width={shape.size} height={shape.size} fill="#fff" />
      <path d={shape.path} fill="#000" />
    </svg>
  )
}

/** New recovery codes, shown once, with a way to keep them. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `Wealthward recovery codes. Each works once in place of a code from your authenticator app.\n\n${codes.join('\n')}\n`
  return (
    <div className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4">
      <h3 className="text-lg font-bold text-slate-900">Your recovery codes</h3>
      <p className="mt-1 text-slate-800">
        Keep them somewhere safe, apart from your phone: in a password manager, or printed. Each
        works once in place of a code, if your phone is lost. They are shown only now.
      </p>
      <ol
        className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 font-mono text-lg text-slate-900 sm:grid-cols-2"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        download="wealthward-recovery-codes.txt"
        className="btn-secondary mt-4"
      >
        Download the codes (.txt)
      </a>
    </div>
  )
}

const CODE_HINT = 'The 6-digit code your authenticator app shows now.'

/**
 * Two-step verification for advisors (optional) and administrators (required): turn it on with a
 * QR code and a first code, see the recovery codes once, make new ones, or (advisors) turn it off.
 */
export function TwoFactorPanel({
  status,
  required,
  action,
  continueTo,
}: {
  status: NonNullable<SecurityData['twoFactor']>
  required: boolean
  action: Action
  /** After turning it on as required, the page the person was on their way to. */
  continueTo?: string | null
}) {
  const startBusy = useBusy('start-two-factor')
  const confirmBusy = useBusy('confirm-two-factor')
  const regenerateBusy = useBusy('regenerate-recovery-codes')
  const disableBusy = useBusy('disable-two-factor')
  const shown = forIntent(action, [
    'start-two-factor',
    'confirm-two-factor',
    'regenerate-recovery-codes',
    'disable-two-factor',
  ])
  // Refusals of the forms with fields are shown in those forms; the rest above them.
  const result = shown && (shown.ok || shown.intent === 'start-two-factor') ? shown : undefined
  const newCodes = shown?.ok ? shown.recoveryCodes : undefined

  const regenerateResult = useLastResult(refusal(action, 'regenerate-recovery-codes'))
  const regenerateCheck = useLazyValidation(loadRegenerate)
  const [regenerateForm, regenerateFields] = useForm({
    lastResult: regenerateResult,
    onValidate: regenerateCheck.onValidate,
  })
  const disableResult = useLastResult(refusal(action, 'disable-two-factor'))
  const disableCheck = useLazyValidation(loadDisable)
  const [disableForm, disableFields] = useForm({
    lastResult: disableResult,
    onValidate: disableCheck.onValidate,
  })
  const confirmResult = useLastResult(refusal(action, 'confirm-two-factor'))
  const confirmCheck = useLazyValidation(loadConfirmEnrolment)
  const [confirmForm, confirmFields] = useForm({
    lastResult: confirmResult,
    onValidate: confirmCheck.onValidate,
  })

  if (status.enabled) {
    return (
      <>
        <Result action={result} />
        {newCodes ? <RecoveryCodes codes={newCodes} /> : null}
        {newCodes && continueTo ? (
          <Link to={continueTo} className="btn-primary">
            I have saved my codes: continue
          </Link>
        ) : null}
        <p className="text-slate-800">
          <strong>On.</strong> Signing in asks for a code from your authenticator app after your
          password.{' '}
          {status.recoveryCodesLeft === 0
            ? 'You have no unused recovery codes: make new ones below, so that losing your phone does not lock you out.'
            : `${status.recoveryCodesLeft} of your 10 recovery codes ${status.recoveryCodesLeft === 1 ? 'is' : 'are'} unused.`}
        </p>
        <Form
          method="post"
          preventScrollReset
          className="space-y-3"
          {...getFormProps(regenerateForm)}
          onFocus={regenerateCheck.preload}
        >
          <input type="hidden" name="intent" value="regenerate-recovery-codes" />
          <h3 className="font-bold text-slate-900">New recovery codes</h3>
          <p className="text-sm text-slate-700">
            Makes 10 new codes; the earlier ones stop working.
          </p>
          <ErrorSummary
            form={regenerateForm}
            lastResult={regenerateResult}
            labels={{ regenerateCode: 'Code from your app' }}
          />
          <TextField
            field={regenerateFields.regenerateCode}
            label="Code from your app"
            hint={CODE_HINT}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
          <button type="submit" className="btn-secondary" disabled={regenerateBusy}>
            {regenerateBusy ? 'Making codes…' : 'Make new recovery codes'}
          </button>
        </Form>
        {required ? (
          <p className="text-sm text-slate-700">
            Two-step verification is required for administrators, so it can’t be turned off.
          </p>
        ) : (
          <Form
            method="post"
            preventScrollReset
            className="space-y-3"
            {...getFormProps(disableForm)}
            onFocus={disableCheck.preload}
          >
            <input type="hidden" name="intent" value="disable-two-factor" />
            <h3 className="font-bold text-slate-900">Turn two-step verification off</h3>
            <ErrorSummary
              form={disableForm}
              lastResult={disableResult}
              labels={{ disablePassword: 'Your password', disableCode: 'Code from your app' }}
            />
            <TextField
              field={disableFields.disablePassword}
              label="Your password"
              type="password"
              autoComplete="current-password"
              required
            />
            <TextField
              field={disableFields.disableCode}
              label="Code from your app"
              hint={CODE_HINT}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
            />
            <button type="submit" className="btn-secondary text-red-800" disabled={disableBusy}>
              {disableBusy ? 'Turning off…' : 'Turn off two-step verification'}
            </button>
          </Form>
        )}
      </>
    )
  }

  if (status.pending) {
    return (
      <>
        <Result action={result} />
        <ol className="list-decimal space-y-4 pl-5 text-slate-800">
          <li>
            <p>
              Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
              Authy or another) and scan this QR code.
            </p>
            <div className="mt-3">
              <QrCode shape={status.pending.qr} />
            </div>
            <p className="mt-3 text-sm">
              Can’t scan it? Add an account by hand, choose “time-based”, and type this key:
            </p>
            <p
              className="mt-1 font-mono text-lg break-all text-slate-900"
              data-testid="two-factor-secret"
            >
              {status.pending.secretText}
            </p>
            <p className="mt-2 text-sm">
              On this phone?{' '}
              <a href={status.pending.uri} className="font-medium text-brand-700 underline">
                Open the key in your authenticator app
              </a>
              .
            </p>
          </li>
          <li>
            <Form
              method="post"
              preventScrollReset
              className="space-y-3"
              {...getFormProps(confirmForm)}
              onFocus={confirmCheck.preload}
            >
              <input type="hidden" name="intent" value="confirm-two-factor" />
              <ErrorSummary
                form={confirmForm}
                lastResult={confirmResult}
                labels={{ code: 'Code from your app' }}
              />
              <TextField
                field={confirmFields.code}
                label="Code from your app"
                hint="Enter the 6-digit code the app now shows for Wealthward."
                autoComplete="one-time-code"
                inputMode="numeric"
                required
              />
              <button type="submit" className="btn-primary" disabled={confirmBusy}>
                {confirmBusy ? 'Checking…' : 'Turn on two-step verification'}
              </button>
            </Form>
          </li>
        </ol>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="start-two-factor" />
          <button type="submit" className="btn-secondary" disabled={startBusy}>
            Start again with a new key
          </button>
        </Form>
      </>
    )
  }

  return (
    <>
      <Result action={result} />
      <p className="text-slate-800">
        {required
          ? 'Administrators must use two-step verification: after your password, signing in asks for a code from an authenticator app on your phone. Turn it on to use the admin area.'
          : 'Off. With two-step verification, signing in asks for a code from an authenticator app on your phone after your password, so a stolen password alone cannot open your leads.'}
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="start-two-factor" />
        <button type="submit" className="btn-primary" disabled={startBusy}>
          {startBusy ? 'Preparing…' : 'Set up two-step verification'}
        </button>
      </Form>
    </>
  )
}

/** The security page of the advisor portal and the admin area. */
export function StaffSecurity({
  data,
  action,
  continueTo,
}: {
  data: SecurityData
  action: Action
  continueTo?: string | null
}) {
  return (
    <div className="grid gap-6">
      {data.twoFactor ? (
        <Section id="two-factor" title="Two-step verification">
          <TwoFactorPanel
            status={data.twoFactor}
            required={data.role === 'admin'}
            action={action}
            continueTo={continueTo}
          />
        </Section>
      ) : null}
      <Section id="password" title="Change your password">
        <ChangePasswordForm action={action} hasPassword={data.hasPassword} />
      </Section>
      <Section id="sessions" title="Where you are signed in">
        <OtherSessionsForm action={action} otherSessions={data.otherSessions} />
      </Section>
    </div>
  )
}
