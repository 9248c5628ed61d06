const COLORS = ['#2563eb', '#16a34a', '#f59e0b', '#db2777', '#0ea5e9', '#a855f7']

/** How long a burst shows: 3 seconds (the newsletter's, seed 000). */
export const CONFETTI_MS = 3000

/**
 * A short CSS confetti burst over the whole page (the `confetti-fall` animation in app.css),
 * removed after CONFETTI_MS. Returns what removes it sooner. Callers start it only when the visitor
 * has not asked for reduced motion. A plain element on `<body>`, outside any React tree, so pages
 * with React and pages without use the same burst.
 */
export function burstConfetti(pieces = 80): () => void {
  const burst = document.createElement('div')
  burst.setAttribute('aria-hidden', 'true')
  burst.className = 'pointer-events-none fixed inset-0 z-50 overflow-hidden'
  burst.dataset.testid = 'confetti'
  for (let i = 0; i < pieces; i++) {
    const size = 6 + Math.random() * 6
    const piece = document.createElement('span')
    Object.assign(piece.style, {
      position: 'absolute',
      top: '0',
      left: `${Math.random() * 100}%`,
      width: `${size}px`,
      height: `${size * 0.6}px`,
      background: COLORS[i % COLORS.length],
      borderRadius: '2px',
      animation: `confetti-fall ${1.6 + Math.random() * 0.8}s ease-in ${Math.random() * 0.5}s forwards`,
    })
    piece.style.setProperty('--drift', `${(Math.random() - 0.5) * 30}vw`)
    burst.append(piece)
  }
  document.body.append(burst)
  const timer = setTimeout(() => burst.remove(), CONFETTI_MS)
  return () => {
    clearTimeout(timer)
    burst.remove()
  }
}
