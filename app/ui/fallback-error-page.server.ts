/** The page Express sends when React could not render at all. Plain HTML, no scripts. */
export function fallbackErrorPage() {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Something went wrong | Wealthward</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.6}a{color:#1d4ed8}</style>
</head>
<body>
<h1>Something went wrong on our side</h1>
<p>We could not load this page. Please try again in a moment. If it keeps happening, your data is safe and we are already looking into it.</p>
<p><a href="/">Go to the home page</a></p>
</body>
</html>`
}
