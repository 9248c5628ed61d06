/** Questions and answers as disclosure widgets (calculator pages and articles). */
export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-4">
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 font-semibold text-slate-900">
            {faq.question}
            <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-2 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}
