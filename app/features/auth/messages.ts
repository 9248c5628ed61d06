/** What the account pages and the JSON API say about password resets, in one place. */
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that address, we've sent a link to reset your password. It works for 1 hour."
export const RESET_DONE_MESSAGE = 'Your password has been changed. Sign in with your new password.'
export const INVALID_RESET_LINK_MESSAGE =
  'This password reset link is not valid: it has already been used, a newer link replaced it, or it is more than 1 hour old. Ask for a new link.'
export const INVALID_INVITE_LINK_MESSAGE =
  'This invitation link is not valid: it has already been used, a newer invitation replaced it, or it is more than 7 days old. Ask Wealthward for a new invitation, or ask for a password reset link below.'
export const INVITE_DONE_MESSAGE = 'Your password is set. Sign in with your email and new password.'
export const SIGN_IN_LINK_SENT_MESSAGE =
  "If an account exists for that address, we've emailed it a sign-in link. It works once, for 15 minutes."
export const INVALID_SIGN_IN_LINK_MESSAGE =
  'This sign-in link is not valid: it has already been used, or it is more than 15 minutes old. Ask for a new link.'
export const SIGNUP_STARTED_MESSAGE =
  "Check your email to finish: we've sent a message to that address with the next step."
export const INVALID_SIGNUP_LINK_MESSAGE =
  'This link cannot finish a sign-up: it has already been used, a newer sign-up replaced it, the address is already confirmed, or it is more than 24 hours old. Sign in, or sign up again.'
