/** What the sign-in pages, the security pages and the JSON API say about two-step verification. */
export const CODE_REQUIRED_MESSAGE =
  'This account uses two-step verification. Send the 6-digit code from your authenticator app as "totp", or one of your recovery codes as "recoveryCode".'
export const WRONG_CODE_MESSAGE =
  'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.'
export const USED_CODE_MESSAGE =
  'That code has already been used. Wait for your authenticator app to show a new code, then enter it.'
export const USED_RECOVERY_CODE_MESSAGE =
  'That recovery code has already been used: each one works once. Enter the code from your authenticator app, or another recovery code.'
export const CHALLENGE_EXPIRED_MESSAGE =
  'Your sign-in has timed out: the code must follow your password within 5 minutes. Please sign in again.'
export const KEY_MISMATCH_MESSAGE =
  'Codes from your authenticator app can’t be checked on this server at the moment. Use one of your recovery codes, or contact Wealthward.'
export const ADMIN_SETUP_REQUIRED_MESSAGE =
  'Administrators must turn on two-step verification before using the admin area. Set it up at /admin/security, then try again.'
export const ADMIN_CANNOT_DISABLE_MESSAGE =
  'Two-step verification is required for administrators, so it can’t be turned off.'
