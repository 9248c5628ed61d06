/** The goals a user can pick (seed 000 §2), kept apart from the schemas so pages load no Zod for them. */
export const GOALS = [
  { value: 'debt-free', label: 'Become debt-free' },
  { value: 'invest', label: 'Start investing' },
  { value: 'retirement', label: 'Plan for retirement' },
  { value: 'emergency', label: 'Build an emergency fund' },
] as const

export type Goal = (typeof GOALS)[number]['value']
