import { z } from 'zod'

const booleanString = z.enum(['true', 'false']).transform((v) => v === 'true')

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
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    isProduction: env.NODE_ENV === 'production',
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
