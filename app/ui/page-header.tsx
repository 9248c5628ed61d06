/** The heading block shared by text pages (legal, privacy requests, utility pages). */
export function PageHeader({ title, intro }: { title: string; intro?: React.ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-3 text-lg text-slate-700">{intro}</div> : null}
      </div>
    </header>
  )
}
