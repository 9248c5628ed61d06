/** What other features use of this feature (safe in the browser). */
export { applicationDeclinedEmail } from './advisor-emails'
export {
  type AdvisorAccountStatus,
  type AdvisorApplicationFacts,
  type AdvisorFormValues,
  type AdvisorInput,
  DeclineSchema,
  type NewAdvisorInput,
  parseAdvisorForm,
} from './advisor-schema'
export {
  AdvisorApplicationSchema,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from './application-schema'
export { DEMO_ADVISORS } from './demo-advisors'
export { ADVISOR_MONTHLY_PRICE } from './pricing'
export { StatesFieldset } from './states-fieldset'
