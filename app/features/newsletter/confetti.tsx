import { useMemo } from 'react'

const COLORS = ['#2563eb', '#16a34a', '#f59e0b', '#db2777', '#0ea5e9', '#a855f7']

/** How long a burst shows before its caller removes it: 3 seconds (the newsletter's, seed 000). */
export const CONFETTI_MS = 3000

/** A short CSS confetti burst. Callers render it only when the visitor has not asked for reduced motion. */
export function Confetti({ pieces = 80 }: { pieces?: number }) {
  const parts = useMemo(
    () =>
      Array.from({ length: pieces }, (_, i) => ({
        left: Math.random() * 100,
        delay: Math.random() * 0.5,
        duration: 1.6 + Math.random() * 0.8,
        drift: (Math.random() - 0.5) * 30,
        color: COLORS[i % COLORS.length],
        size: 6 + Math.random() * 6,
      })),
    [pieces],
  )
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-50 overflow-hidden"
      data-testid="confetti"
    >
      {parts.map((p, i) => (
        <span
          key={i}
          style={{
            position: 'absolute',
            top: 0,
            left: `${p.left}%`,
            width: p.size,
            height: p.size * 0.6,
            background: p.color,
            borderRadius: 2,
            animation: `confetti-fall ${p.duration}s ease-in ${p.delay}s forwards`,
            ['--drift' as string]: `${p.drift}vw`,
          }}
        />
      ))}
    </div>
  )
}
