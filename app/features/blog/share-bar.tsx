/** Share links for an article (seed 001 §2): X, Facebook and LinkedIn in a 600×400 window. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  return [
    { network: 'X', href: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const
}

/**
 * The floating share bar: it stays in view beside the article on wide screens, and is a row
 * above the summary otherwise.
 * The links work without JavaScript (a new tab); with the article's script they open a 600×400
 * window, and Copy link says so inline (article-behaviour.ts, which finds it by
 * `data-share-bar`).
 */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const button =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:border-brand-600 hover:text-brand-800'
  return (
    <aside
      aria-label="Share this article"
      className="no-print xl:absolute xl:inset-y-0 xl:right-full xl:mr-10 xl:w-32"
      data-testid="share-bar"
      data-share-bar={url}
    >
      <div className="flex flex-wrap items-center gap-2 xl:sticky xl:top-28 xl:flex-col xl:items-start">
        <p className="text-sm font-semibold text-slate-800">Share:</p>
        <ul className="flex flex-wrap gap-2 xl:flex-col">
          {shareLinks(url, title).map(({ network, href }) => (
            <li key={network}>
              <a href={href} target="_blank" rel="noopener noreferrer" className={button}>
                {network}
                <span className="sr-only"> (opens a new window)</span>
              </a>
            </li>
          ))}
          <li>
            <button type="button" data-copy-link="" className={button}>
              Copy link
            </button>
          </li>
        </ul>
      </div>
      <p role="status" className="mt-2 text-sm font-semibold text-green-800 empty:hidden" />
      <p role="alert" className="mt-2 text-sm font-semibold text-red-700 empty:hidden" />
    </aside>
  )
}
