import { type RouteConfig, index, route } from '@react-router/dev/routes'

// Mirrors the route table of the specification: one line per screen or endpoint.
export default [
  index('routes/home.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('do-not-sell', 'routes/do-not-sell.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter.unsubscribe.tsx'),
  route('investment-readiness', 'routes/investment-readiness.tsx'),

  route('calculators', 'routes/calculators._index.tsx'),
  route('calculators/debt-freedom', 'routes/calculators.debt-freedom.tsx'),
  route('calculators/dividend', 'routes/calculators.dividend.tsx'),
  route('calculators/compound-interest', 'routes/calculators.compound-interest.tsx'),
  route('calculators/retirement', 'routes/calculators.retirement.tsx'),
  route('calculators/emergency-fund', 'routes/calculators.emergency-fund.tsx'),
  route('calculators/debt', 'routes/calculators.debt.ts'),
  route('calculator/:name', 'routes/calculator.$name.ts'),

  route('api/leads/capture', 'routes/api.leads.capture.ts'),
  route('api/leads/:leadId/contact-request', 'routes/api.leads.$leadId.contact-request.ts'),
  route('api/newsletter/subscribe', 'routes/api.newsletter.subscribe.ts'),
  route('api/newsletter/unsubscribe', 'routes/api.newsletter.unsubscribe.ts'),
  route('api/*', 'routes/api.not-found.ts'),

  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
