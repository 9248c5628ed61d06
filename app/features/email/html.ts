/** Escapes text for the HTML part of an email. */
export function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}

/** The frame every email shares: a readable column, the brand colour, a footer. */
export function emailLayout(input: { title: string; bodyHtml: string; footerHtml: string }) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.6">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:#2563eb;color:#fff;padding:16px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:bold">Wealthward</div>
<div style="background:#fff;padding:24px;border-radius:0 0 12px 12px">${input.bodyHtml}</div>
<div style="padding:16px 8px;font-size:12px;color:#475569">${input.footerHtml}</div>
</div></body></html>`
}
