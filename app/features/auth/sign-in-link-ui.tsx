import { Link } from 'react-router'

/** Where to ask for an emailed sign-in link, coming back to `redirectTo` afterwards. */
export function signInLinkPath(redirectTo?: string | null) {
  return redirectTo ? `/login/link?${new URLSearchParams({ redirect: redirectTo })}` : '/login/link'
}

/**
 * Under every sign-in form: the way in that a forgotten password or a wait after failed attempts
 * never blocks.
 */
export function SignInLinkOffer({ redirectTo }: { redirectTo?: string | null }) {
  return (
    <p className="mt-4 text-center text-slate-700">
      Rather not use your password?{' '}
      <Link
        to={signInLinkPath(redirectTo)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        Email me a sign-in link
      </Link>
    </p>
  )
}
