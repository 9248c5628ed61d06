import { getConfig } from '~/config.server'

export function loader() {
  const { SITE_URL } = getConfig()
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /admin/',
    'Disallow: /ria/dashboard',
    'Disallow: /ria/leads/',
    'Disallow: /newsletter/unsubscribe',
    '',
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
