const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** Money for people to read: whole US dollars ("$12,345"). The math never rounds; only this does. */
export function formatDollars(amount: number): string {
  return wholeDollars.format(amount)
}
