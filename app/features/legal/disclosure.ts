/**
 * The lead-generation disclosure. Shown in the footer and beside every form that creates a lead;
 * each lead stores the text and version it was shown, so a change of wording means a new version.
 */
export const DISCLOSURE_VERSION = '2026-11-21'

export const DISCLOSURE_TEXT =
  'Wealthward is a lead-generation service. By submitting your information you agree that up to 5 ' +
  'registered investment advisors, who pay Wealthward for qualified leads, may contact you about ' +
  'their services. Wealthward is not an investment advisor, does not give personalized advice, and ' +
  'does not endorse any advisor. The service is for United States residents aged 18 or over.'

export const LEGAL_EFFECTIVE_DATE = '2026-11-26'

/** '2026-11-21' → 'November 21, 2026', the same on the server and in every browser. */
export const LEGAL_EFFECTIVE_DATE_TEXT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'UTC',
}).format(new Date(`${LEGAL_EFFECTIVE_DATE}T00:00:00Z`))
export const PRIVACY_CONTACT_EMAIL = 'privacy@wealthward.example'
