import { z } from 'zod'

const booleanString = z.enum(['true', 'false']).transform((v) => v === 'true')
const endpoint = (url: string) => z.url({ protocol: /^https?$/ }).default(url)

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** PostgreSQL URL; unset means embedded PGlite under DATA_DIR; `memory://` is in-memory PGlite (tests). */
    DATABASE_URL: z
      .union([z.literal('memory://'), z.url({ protocol: /^postgres(ql)?$/ })])
      .optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    EMAIL_FROM: z.string().min(3).default('Wealthward <hello@wealthward.example>'),
    /** Physical mailing address printed in marketing emails (CAN-SPAM requires one in production). */
    COMPANY_POSTAL_ADDRESS: z.string().min(10).max(300).optional(),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(1_000_000).default(1),
    NEWSLETTER_MONTHLY_GOAL: z.coerce.number().int().positive().default(1000),
    /** Advisors a qualified lead is shared with (the disclosure promises at most 5). */
    MAX_ADVISORS_PER_LEAD: z.coerce.number().int().min(1).max(5).default(5),
    SEED_DEMO: booleanString.optional(),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    LOG_REQUESTS: booleanString.default(true),
    /** Google and Facebook sign-in appear only when both values of a provider are set. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    /**
     * The providers' endpoints. The defaults are the real ones; tests point them at a local mock
     * provider. Facebook's userinfo URL is the Graph API's `/me`.
     */
    GOOGLE_AUTH_URL: endpoint('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: endpoint('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: endpoint('https://openidconnect.googleapis.com/v1/userinfo'),
    FACEBOOK_AUTH_URL: endpoint('https://www.facebook.com/v23.0/dialog/oauth'),
    FACEBOOK_TOKEN_URL: endpoint('https://graph.facebook.com/v23.0/oauth/access_token'),
    FACEBOOK_USERINFO_URL: endpoint('https://graph.facebook.com/v23.0/me'),
    /**
     * The site's administrator: at start-up an account with this email is created, or promoted and
     * given this password. Both or neither.
     */
    ADMIN_EMAIL: z
      .email()
      .transform((v) => v.toLowerCase())
      .optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(12, 'at least 12 characters')
      .max(128)
      .regex(/[a-z]/i, 'needs a letter')
      .regex(/\d/, 'needs a number')
      .optional(),
    /**
     * Seals the staff's two-factor secrets in the database (AES-256-GCM): 64 hexadecimal
     * characters. Unset: a key generated once and kept in DATA_DIR/two-factor.key.
     */
    TWO_FACTOR_KEY: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, '64 hexadecimal characters (openssl rand -hex 32)')
      .optional(),
    /** Server processes sharing the port in production; above 1 needs PostgreSQL. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * Seconds a stopping server goes on serving, with /healthz answering 503, before it stops
     * accepting connections (decision 049). Unset: 5 in production, 0 otherwise.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
  })
  .refine(
    (env) =>
      env.WEB_CONCURRENCY === 1 ||
      (env.DATABASE_URL !== undefined && env.DATABASE_URL !== 'memory://'),
    {
      path: ['WEB_CONCURRENCY'],
      message: 'above 1 needs a PostgreSQL DATABASE_URL (the embedded database serves one process)',
    },
  )
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    isProduction: env.NODE_ENV === 'production',
    SHUTDOWN_DRAIN_SECONDS: env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0),
  }))

export type Config = z.infer<typeof EnvSchema>

/** Parses an environment; throws an Error whose message lists every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "not set", as in most deployment dashboards.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  )
  const result = EnvSchema.safeParse(present)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  return result.data
}

let cached: Config | undefined

/** The one reader of process.env in the application. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env)
  return cached
}
