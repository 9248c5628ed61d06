/** The advisor subscription in whole dollars a month, quoted on the partner pages (seed 000 §9). */
export const ADVISOR_MONTHLY_PRICE = 997
