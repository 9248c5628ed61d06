/** What other features use of this feature (safe in the browser). */
export { AssessmentCtaNote, leadsToAssessment } from './assessment-cta-note'
export {
  ADVISOR_PAYMENT_DISCLOSURE,
  CONSENT_RECORD_TEXT,
  DISCLOSURE_TEXT,
  DISCLOSURE_VERSION,
  INTRODUCE_LABEL,
  PHONE_CONSENT_LABEL,
  PHONE_CONSENT_TEXT,
  PRIVACY_CONTACT_EMAIL,
  SCORE_ONLY_LABEL,
  STOP_CALLS_LABEL,
} from './disclosure'
