export function formatReadTime(minutes: number): string {
  return `${minutes} min read`
}
