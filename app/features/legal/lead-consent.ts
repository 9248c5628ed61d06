import { ADVISOR_MONTHLY_PRICE } from '~/features/advisors'
import { DISCLOSURE_TEXT } from './disclosure'

/*
 * What a visitor agrees to when the assessment creates a lead, and what they are told about the
 * advisors it introduces: shown on the assessment, its results, the emails about a lead and the
 * legal pages. A change of wording here means a new DISCLOSURE_VERSION (disclosure.ts).
 */

/**
 * The link in every email Wealthward sends about a lead with phone consent, and the one button on
 * the page it opens: pressing it withdraws the consent at once.
 */
export const STOP_CALLS_LABEL = 'Stop calls and texts'

/** The phone-consent checkbox's label: the box is unticked until the visitor ticks it. */
export const PHONE_CONSENT_LABEL = 'Advisors may also call or text me at the number above.'

/**
 * What ticking the box agrees to (47 CFR 64.1200(f)(9)): who may call or text, that automated
 * technology and prerecorded messages may be used, that consent is not a condition of any
 * purchase, how to revoke it, and that message and data rates may apply.
 */
export const PHONE_CONSENT_TEXT =
  'By ticking this box I agree that the registered investment advisors Wealthward introduces me ' +
  'to (up to 5, named on my results and in my confirmation email) may call and text me about their ' +
  'services at the number I gave, including calls and texts made with automated technology and ' +
  'prerecorded or artificial-voice messages. This consent is not a condition of any purchase or ' +
  'service: without it I still get my score, and advisors contact me by email only. I can revoke ' +
  'it at any time by replying STOP to any text, by telling the advisor, or with the “' +
  STOP_CALLS_LABEL +
  '” link in every email from Wealthward, which takes effect at once. Message and data rates may ' +
  'apply.'

/** Exactly what a lead's consent record stores as shown to the visitor (with DISCLOSURE_VERSION). */
export const CONSENT_RECORD_TEXT = `${DISCLOSURE_TEXT}\n\nPhone and text consent checkbox: ${PHONE_CONSENT_LABEL} ${PHONE_CONSENT_TEXT}`

/**
 * Beside every advisor shown to a visitor (results page, confirmation email): SEC rule 206(4)-1
 * on paid endorsements. The advisor pays for the introduction, which is a conflict of interest,
 * and Wealthward neither endorses nor rates advisors.
 */
export const ADVISOR_PAYMENT_DISCLOSURE =
  `Each advisor shown here pays Wealthward a flat fee of $${ADVISOR_MONTHLY_PRICE} a month to receive ` +
  'introductions like this one. That payment is a conflict of interest: we earn money when you are ' +
  'introduced, whichever advisor you choose or whether you hire one at all. Wealthward does not ' +
  'endorse, recommend or rate any advisor, and the order they are listed in is not a ranking.'
