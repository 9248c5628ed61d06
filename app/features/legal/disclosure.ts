import { ADVISOR_MONTHLY_PRICE } from '~/features/advisors'
import { formatLongDay } from '~/lib/format'

/**
 * The lead-generation disclosure. Shown in the footer and beside every form that creates a lead;
 * each lead stores the text and version it was shown (CONSENT_RECORD_TEXT), so a change of wording
 * in it or in the phone consent means a new version.
 */
export const DISCLOSURE_VERSION = '2026-11-26b'

/** The two answers to "what would you like?" on the assessment (DECISIONS §3). */
export const SCORE_ONLY_LABEL = 'Just show my score'
export const INTRODUCE_LABEL = 'Show my score and introduce me to advisors'

export const DISCLOSURE_TEXT =
  'Wealthward is a lead-generation service. If you choose “' +
  INTRODUCE_LABEL +
  '” and your results qualify, we share your details and results with up to 5 registered ' +
  'investment advisors, who pay Wealthward a flat monthly fee for introductions, and they may ' +
  'contact you by email about their services. Choose “' +
  SCORE_ONLY_LABEL +
  '” and we share nothing with any advisor. Wealthward is not an investment advisor, does not ' +
  'give personalized advice, and does not endorse or rate any advisor. The service is for United ' +
  'States residents aged 18 or over.'

/**
 * The short form beside every call to action for the free assessment (home, calculators,
 * articles, the dashboard): what happens to qualified results, in plain words.
 */
export const CTA_DISCLOSURE_TEXT =
  'Free to you. If your results qualify, we share them with up to 5 registered investment ' +
  'advisors who pay Wealthward for introductions, unless you choose “' +
  SCORE_ONLY_LABEL +
  '”.'

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

export const LEGAL_EFFECTIVE_DATE = '2026-11-29'

/** '2026-11-21' → 'November 21, 2026', the same on the server and in every browser. */
export const LEGAL_EFFECTIVE_DATE_TEXT = formatLongDay(LEGAL_EFFECTIVE_DATE)
export const PRIVACY_CONTACT_EMAIL = 'privacy@wealthward.example'
