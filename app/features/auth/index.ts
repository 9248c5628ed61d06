/** What other features use of this feature (safe in the browser). */
export { MessageSchema, PublicUserSchema, SignedInSchema } from './api-schema'
export { CheckboxField } from './auth-ui'
export { GOALS } from './goals'
export { SIGNUP_STARTED_MESSAGE } from './messages'
export { CurrentPasswordSchema } from './password-rules'
export {
  checkbox,
  ForgotPasswordSchema,
  GoalsSchema,
  nameSchema,
  ResetPasswordSchema,
  SignInLinkRequestSchema,
  SignupSchema,
  SocialProviderSchema,
} from './schema'
export { ChangePasswordForm, OtherSessionsForm } from './security-ui'
export { ADMIN_SETUP_REQUIRED_MESSAGE } from './two-factor/messages'
export { ApiLoginSchema } from './two-factor/schema'
