/** A YYYY-MM-DD date as US readers write it: "December 26, 2024" (the same on server and browser). */
export function formatPostDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
}

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`
}
