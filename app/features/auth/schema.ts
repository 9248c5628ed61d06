import { z } from 'zod'
import { EmailSchema } from '~/lib/fields'
import { GOALS, type Goal } from './goals'
import { CurrentPasswordSchema, NewPasswordSchema } from './password-rules'
import { SOCIAL_PROVIDERS } from './social'

/** The `:provider` of `/api/auth/:provider`. */
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS)

export { GOALS, type Goal }

const GOAL_VALUES = GOALS.map((g) => g.value) as [Goal, ...Goal[]]

/** A checkbox from a form ("on") or a JSON boolean. */
export const checkbox = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on',
  z.boolean(),
)

/** A first or last name. */
export const nameSchema = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(60, `Keep your ${label} under 60 characters`)

export const GoalsSchema = z
  .preprocess(
    (value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value),
    z
      .array(z.string(), { error: 'Choose goals from the list' })
      .max(GOALS.length, 'Choose goals from the list')
      .refine(
        (goals) => goals.every((goal) => (GOAL_VALUES as readonly string[]).includes(goal)),
        'Choose goals from the list',
      ),
  )
  .transform((goals) => [...new Set(goals)] as Goal[])

export const SignupSchema = z.object({
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  email: EmailSchema,
  password: NewPasswordSchema,
  goals: GoalsSchema,
  /** Ticked by default on the form (seed 000 §2). */
  subscribeNewsletter: z.preprocess((value) => value ?? false, checkbox),
  agreeToTerms: checkbox.refine(
    (agreed) => agreed,
    'Please agree to the Terms of Service and Privacy Policy',
  ),
})

export type SignupInput = z.infer<typeof SignupSchema>

export const LoginSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
  rememberMe: z.preprocess((value) => value ?? false, checkbox),
})

export type LoginInput = z.infer<typeof LoginSchema>
/** What the sign-in forms post, before parsing. */
export type LoginFormValues = z.input<typeof LoginSchema>

export const ForgotPasswordSchema = z.object({ email: EmailSchema })

export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>

/** 'Email me a sign-in link': the address to send it to. */
export const SignInLinkRequestSchema = z.object({ email: EmailSchema })

export type SignInLinkRequestInput = z.infer<typeof SignInLinkRequestSchema>

/** The token from an emailed link; whether it is still good is the database's to say. */
const EmailedTokenSchema = z
  .string({ error: 'The link is missing its token. Ask for a new link.' })
  .trim()
  .min(1, 'The link is missing its token. Ask for a new link.')
  .max(200, 'This link is not valid. Ask for a new link.')

/** The button on the page an emailed sign-in link opens. */
export const SignInLinkSchema = z.object({ token: EmailedTokenSchema })

/** The button on the page a sign-up's emailed link opens. */
export const SignUpConfirmationSchema = z.object({ token: EmailedTokenSchema })

export const ResetPasswordSchema = z.object({
  token: EmailedTokenSchema,
  password: NewPasswordSchema,
})

export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>

/** The reset page asks for the new password twice, so a typo cannot lock the visitor out. */
export const ResetPasswordFormSchema = ResetPasswordSchema.extend({
  confirmPassword: z
    .string({ error: 'Enter the new password again' })
    .min(1, 'Enter the new password again'),
}).refine((form) => form.password === form.confirmPassword, {
  path: ['confirmPassword'],
  message: 'The two passwords do not match',
})
