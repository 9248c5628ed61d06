/** What other features use of this feature (safe in the browser). */
export { AssessmentCtaNote, leadsToAssessment } from './assessment-cta-note'
export {
  DISCLOSURE_TEXT,
  DISCLOSURE_VERSION,
  INTRODUCE_LABEL,
  PRIVACY_CONTACT_EMAIL,
  SCORE_ONLY_LABEL,
} from './disclosure'
export {
  ADVISOR_PAYMENT_DISCLOSURE,
  CONSENT_RECORD_TEXT,
  PHONE_CONSENT_LABEL,
  PHONE_CONSENT_TEXT,
  STOP_CALLS_LABEL,
} from './lead-consent'
