import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from 'react-router'
import type { Database } from '~/db/client.server'
import { problemsOf } from '~/lib/form-answer'
import { resendVerificationEmail } from '~/features/auth/index.server'
import { requestInfo } from '~/features/auth/index.server'
import { runSecurityIntent } from '~/features/auth/index.server'
import type { CurrentSession } from '~/features/auth/index.server'
import { signUp, unsubscribeEmail } from '~/features/newsletter/index.server'
import { deleteCalculation, saveCalculation } from './calculator-history.server'
import { updateProfile } from './profile.server'
import { NewsletterPreferenceSchema, ProfileFormSchema, SaveCalculationFormSchema } from './schema'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'

export type DashboardIntent =
  | 'profile'
  | 'newsletter'
  | 'delete-calculation'
  | 'save-calculation'
  | 'resend-verification'
  | 'change-password'
  | 'sign-out-others'

/**
 * What a form on the dashboard gets back: a message for its section and, when a form with fields
 * is refused, its answer (`FormAnswer`): the fields to fix, the problem with the whole form and
 * what was typed.
 */
export interface DashboardActionData {
  intent: DashboardIntent | null
  ok: boolean
  message: string
  fieldErrors?: Record<string, string>
  formError?: string | null
  values?: { firstName: string; lastName: string; goals: string[] } | null
}

const answer = (body: DashboardActionData, status = 200) => data(body, { status })

/** The dashboard's forms, told apart by `intent`. Each works as a plain POST without JavaScript. */
export async function dashboardAction(
  db: Database,
  request: Request,
  context: AppLoadContext,
  session: CurrentSession,
) {
  const { user } = session
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  switch (intent) {
    case 'change-password':
    case 'sign-out-others': {
      const { body, status, retryAfterSeconds } = await runSecurityIntent(
        db,
        intent,
        formData,
        session,
      )
      return data({ ...body, intent, values: null } satisfies DashboardActionData, {
        status,
        headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
      })
    }
    case 'profile': {
      const values = {
        firstName: formText(formData.get('firstName')),
        lastName: formText(formData.get('lastName')),
        goals: formData.getAll('goals').map(String),
      }
      const submission = parseWithZod(formData, { schema: ProfileFormSchema })
      if (submission.status !== 'success') {
        return answer(
          {
            intent,
            ok: false,
            message: 'Your profile was not saved.',
            ...problemsOf(submission),
            values,
          },
          400,
        )
      }
      await updateProfile(db, user.id, submission.value)
      return answer({ intent, ok: true, message: 'Your profile is saved.' })
    }
    case 'newsletter': {
      const parsed = NewsletterPreferenceSchema.safeParse(Object.fromEntries(formData))
      if (!parsed.success)
        return answer({ intent, ok: false, message: 'Choose subscribe or unsubscribe.' }, 400)
      if (parsed.data.newsletter === 'unsubscribe') {
        await unsubscribeEmail(db, user.email)
        return answer({ intent, ok: true, message: 'You are unsubscribed from the newsletter.' })
      }
      const info = requestInfo(request, context)
      await signUp(
        db,
        { email: user.email, source: 'dashboard' },
        { siteUrl: info.siteUrl, postalAddress: info.postalAddress },
      )
      return answer({
        intent,
        ok: true,
        message: 'You are subscribed. Check your email for your free Excel debt tracker.',
      })
    }
    case 'delete-calculation': {
      const deleted = await deleteCalculation(db, user.id, formText(formData.get('id')))
      return deleted
        ? answer({ intent, ok: true, message: 'The calculation is deleted.' })
        : answer({ intent, ok: false, message: 'That calculation was already deleted.' }, 404)
    }
    case 'save-calculation': {
      const parsed = SaveCalculationFormSchema.safeParse(Object.fromEntries(formData))
      if (!parsed.success)
        return answer({ intent, ok: false, message: 'This calculation could not be saved.' }, 400)
      await saveCalculation(db, user.id, parsed.data)
      // Sent from a calculator page without JavaScript: show the saved list.
      throw redirect('/dashboard?notice=calculation-saved#saved-calculations')
    }
    case 'resend-verification': {
      if (user.emailVerifiedAt)
        return answer({ intent, ok: true, message: 'Your email address is already verified.' })
      const outcome = await resendVerificationEmail(db, user, requestInfo(request, context))
      return answer(
        {
          intent,
          ok: outcome.ok,
          message: outcome.ok
            ? `We sent a new confirmation link to ${user.email}.`
            : outcome.message,
        },
        outcome.ok ? 200 : outcome.status,
      )
    }
    default:
      return answer({ intent: null, ok: false, message: 'Unknown request.' }, 400)
  }
}
