import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from 'react-router'
import { db } from '~/db/client.server'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'
import { problemsOf } from '~/lib/form-answer'
import { safeRedirectPath } from '~/lib/security/redirect'
import { logIn } from './accounts.server'
import { requestInfo } from './request-info.server'
import { LoginSchema } from './schema'
import type { Role } from './session.server'

/** Where each sign-in page sends its account when no `?redirect=` says otherwise. */
export const SIGN_IN_HOMES: Record<Role, string> = {
  user: '/dashboard',
  advisor: '/ria/dashboard',
  admin: '/admin/dashboard',
}

/** The page a sign-in goes on to: a safe `?redirect=` path, or the role's home. */
export const signInTarget = (url: URL, role: Role) =>
  safeRedirectPath(url.searchParams.get('redirect'), SIGN_IN_HOMES[role])

export interface SignInActionOptions {
  request: Request
  context: AppLoadContext
  /**
   * The page's role: `user` admits any account (as the main sign-in page always has), `advisor`
   * and `admin` only accounts of that role. Administrator sessions last 12 hours at most, so the
   * admin page has no "remember me".
   */
  role: Role
  /** The message for a wrong email or password, when the page words it its own way. */
  wrongPasswordMessage?: string
}

/**
 * The one sign-in action behind the user, advisor and admin sign-in pages: reads the form, checks
 * it, signs in (with its rate limits and two-step verification), and goes on to the target page,
 * or answers the form with a message and the email typed.
 */
export async function signInAction({
  request,
  context,
  role,
  wrongPasswordMessage,
}: SignInActionOptions) {
  const formData = await readFormData(request)
  const remembers = role !== 'admin'
  if (!remembers) formData.delete('rememberMe')
  const submission = parseWithZod(formData, { schema: LoginSchema })
  const values = {
    email: formText(submission.payload.email),
    rememberMe: remembers && submission.payload.rememberMe === 'on',
  }
  if (submission.status !== 'success') {
    return data({ ...problemsOf(submission), values }, { status: 400 })
  }
  const target = signInTarget(new URL(request.url), role)
  const outcome = await logIn(db(), submission.value, requestInfo(request, context), {
    ...(role === 'user' ? {} : { roles: [role] }),
    secondFactor: { via: 'page', redirectTo: target },
  })
  if (outcome.ok === false) {
    const message =
      outcome.status === 401 && wrongPasswordMessage ? wrongPasswordMessage : outcome.message
    return data(
      { fieldErrors: {}, formError: message, values },
      {
        status: outcome.status,
        headers: outcome.retryAfterSeconds
          ? { 'Retry-After': String(outcome.retryAfterSeconds) }
          : undefined,
      },
    )
  }
  // With two-step verification, the code page comes first; it goes on to the target.
  const next = outcome.ok === 'code-needed' ? outcome.location : target
  throw redirect(next, { headers: { 'Set-Cookie': outcome.setCookie } })
}
