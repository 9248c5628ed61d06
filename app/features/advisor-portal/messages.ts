/** What the advisor portal's server module, API and pages say when they refuse something. */

export const LEAD_NOT_FOUND_MESSAGE = 'Lead not found.'
export const RETURN_ALREADY_REQUESTED_MESSAGE = 'A return was already requested for this lead.'
export const CONVERTED_RETURN_MESSAGE = 'A converted lead cannot be returned.'
export const NO_PHONE_CONSENT_MESSAGE =
  'This lead did not agree to phone calls or texts. Contact them by email.'
export const NO_PHONE_NUMBER_MESSAGE = 'This lead did not give a phone number.'
export const MEETING_STATUS_MESSAGE =
  'A meeting can be scheduled only for a lead that is CONTACTED, NURTURING or QUALIFIED.'
export const MEETING_TIME_MESSAGE =
  'Choose a meeting time between a year ago and two years from now.'
export const REVENUE_WITHOUT_CONVERSION_MESSAGE =
  'Expected annual revenue is recorded when the lead moves to CONVERTED.'
export const REVENUE_ALREADY_RECORDED_MESSAGE =
  'This lead has already converted; its expected annual revenue was recorded then.'
export const REVENUE_REQUIRED_MESSAGE =
  'Enter the expected annual revenue from this client, in whole dollars, to mark the lead as converted.'
export const NOTHING_TO_CHANGE_MESSAGE = 'Send a status, a note or a meeting time.'
/** `POST /api/ria/login` for a wrong password, an unknown email or an account that is not an advisor's. */
export const ADVISOR_INVALID_LOGIN_MESSAGE = 'Invalid credentials'
export const NOT_LINKED_MESSAGE = 'This account is not linked to an advisor profile.'

/** The advisor sign-in page (seed 000 §8); the demo wording only where the demo hint is shown. */
export const ADVISOR_LOGIN_FAILED_WITH_DEMO =
  'Invalid credentials. Please try the demo credentials.'
export const ADVISOR_LOGIN_FAILED = 'Invalid email or password.'
