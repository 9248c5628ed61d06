import { formatLongDay } from '~/lib/format'

/**
 * The lead-generation disclosure. Shown in the footer and beside every form that creates a lead;
 * each lead stores the text and version it was shown (CONSENT_RECORD_TEXT, lead-consent.ts), so a
 * change of wording in it or in the phone consent means a new version. The texts only the
 * assessment, its results and the emails about a lead show are in lead-consent.ts, so the pages
 * that show none of them do not load them.
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

export const LEGAL_EFFECTIVE_DATE = '2026-11-29'

/** '2026-11-21' → 'November 21, 2026', the same on the server and in every browser. */
export const LEGAL_EFFECTIVE_DATE_TEXT = formatLongDay(LEGAL_EFFECTIVE_DATE)
export const PRIVACY_CONTACT_EMAIL = 'privacy@wealthward.example'
