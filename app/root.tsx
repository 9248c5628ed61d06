import { useEffect, useRef } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunction,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { getConfig } from '~/config.server'
import { engagementRouteChanged, startEngagementTracker } from '~/features/analytics/client'
import { getSession, headerUser } from '~/features/auth/session.server'
import { DISCLOSURE_TEXT } from '~/features/legal/disclosure'
import { THEME_COLOR } from '~/site'
import { SiteFooter } from '~/ui/site-footer'
import { SiteHeader } from '~/ui/site-header'
import { PageScript, usePageScript } from '~/ui/page-script'
import { RouteErrorPage } from '~/ui/route-error-page'
import { startShellBehaviour } from '~/ui/shell-behaviour'

/** The site URL, and who is signed in (no database query for a visitor without a session cookie). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request)
  return { siteUrl: getConfig().SITE_URL, user: session ? headerUser(session.user) : null }
}

// Who is signed in changes only when a form is sent (sign in, sign out, delete account), so a
// plain navigation does not ask the server for the shell's data again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false)

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  // A page that runs its own small script instead of React (set by the server only).
  const pageScript = usePageScript()
  // The header's menus (also on error pages, which render in this layout without App).
  useEffect(() => startShellBehaviour(), [])
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* With a precedence, React puts the stylesheet ahead of the module preloads it hoists into
            the head, so browsers fetch the CSS that blocks the first paint before any script. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter disclosure={DISCLOSURE_TEXT} />
        {pageScript ? (
          <PageScript {...pageScript} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  useEffect(() => {
    // Lets browser tests (and CSS, if ever needed) know the page is interactive. A page that runs
    // no React sets it from its own script (app/page-scripts).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useEngagementTracker()
  return <Outlet />
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />
}

/** Starts the tracker after hydration and tells it about every route change after that. */
function useEngagementTracker() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      startEngagementTracker()
    } else {
      engagementRouteChanged(pathname)
    }
  }, [pathname])
}
