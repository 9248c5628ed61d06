/** The score colours of the assessment (seed 000 §2: green at 75, yellow at 50, red below). */
export function scoreTone(score: number): 'green' | 'yellow' | 'red' {
  return score >= 75 ? 'green' : score >= 50 ? 'yellow' : 'red'
}
