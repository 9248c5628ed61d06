import { Link, NavLink, useLocation } from 'react-router'
import {
  BLOG_CATEGORY_LINKS,
  CALCULATOR_LINKS,
  MOBILE_BLOG_CATEGORY_LINKS,
  POPULAR_POST_LINKS,
  SITE_NAME,
} from '~/site'
import { Logo } from './logo'
import { NavDropdown } from './nav-dropdown'
import { useSignedInUser } from './use-signed-in-user'

const DESKTOP_CALCULATORS = [
  ...CALCULATOR_LINKS,
  { to: '/calculators', label: 'All calculators', hint: 'Every free tool in one place' },
]
const DESKTOP_BLOG = [...BLOG_CATEGORY_LINKS, { to: '/blog', label: 'All articles' }]

/** Calculators is highlighted under /calculators/, Blog under /blog (seed: shared shell). */
export function sectionOf(pathname: string): 'calculators' | 'blog' | null {
  if (pathname === '/calculators' || pathname.startsWith('/calculators/')) return 'calculators'
  if (pathname === '/blog' || pathname.startsWith('/blog/')) return 'blog'
  return null
}

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-semibold transition hover:bg-slate-100 ${
    isActive ? 'text-brand-700' : 'text-slate-800'
  }`

export function SiteHeader() {
  const { pathname, search } = useLocation()
  const section = sectionOf(pathname)

  return (
    <header className="no-print sticky top-0 z-30 h-(--header-height) border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex min-h-11 items-center gap-2 rounded-md text-lg font-bold text-slate-900"
        >
          <Logo className="h-8 w-8" />
          <span>{SITE_NAME}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={topLinkClass}>
            Home
          </NavLink>
          <NavLink to="/investment-readiness" className={topLinkClass}>
            Investment Readiness
          </NavLink>
          <NavDropdown
            label="Calculators"
            items={DESKTOP_CALCULATORS}
            active={section === 'calculators'}
          />
          <NavDropdown label="Blog" items={DESKTOP_BLOG} active={section === 'blog'} />
        </nav>
        <AccountLink pathname={pathname} />
        {/* A new page starts with the menu closed: the key resets it on every navigation. */}
        <MobileMenu key={`${pathname}${search}`} section={section} />
      </div>
    </header>
  )
}

/** Pages after which signing in should not come back to them. */
const NO_RETURN = new Set(['/', '/login', '/signup', '/logout'])

/** 'Sign in' for a visitor (coming back to this page afterwards); the user's initials otherwise. */
function AccountLink({ pathname }: { pathname: string }) {
  const user = useSignedInUser()
  if (user) {
    return (
      <Link
        to={user.dashboardPath}
        className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 md:ml-0"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {user.initials}
        </span>
        <span className="sr-only sm:not-sr-only">Dashboard</span>
      </Link>
    )
  }
  const to = NO_RETURN.has(pathname)
    ? '/login'
    : `/login?${new URLSearchParams({ redirect: pathname })}`
  return (
    <Link
      to={to}
      className="ml-auto inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-slate-100 md:ml-0"
    >
      Sign in
    </Link>
  )
}

/**
 * The menu under the hamburger button below the md breakpoint: `<details>`, so it opens without
 * JavaScript. Escape closes it and returns focus to its button (shell-behaviour.ts, which finds it
 * by `data-mobile-menu`).
 */
function MobileMenu({ section }: { section: ReturnType<typeof sectionOf> }) {
  const itemClass =
    'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100'
  return (
    <details data-mobile-menu="" className="group/menu md:hidden">
      <summary
        aria-controls="mobile-menu"
        className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only">Menu</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path className="group-open/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open/menu:inline" d="M6 6l12 12M18 6 6 18" />
        </svg>
      </summary>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-y border-slate-200 bg-white px-4 pb-4 shadow-lg"
      >
        <ul className="space-y-1 pt-2">
          <li>
            <NavLink to="/" end className={itemClass}>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to="/investment-readiness" className={itemClass}>
              Investment Readiness
            </NavLink>
          </li>
          <li>
            <MobileSection label="Calculators" active={section === 'calculators'}>
              <ul className="ml-3 border-l border-slate-200 pl-2">
                {CALCULATOR_LINKS.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className={itemClass}>
                      {item.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to="/calculators" className={itemClass}>
                    All calculators
                  </Link>
                </li>
              </ul>
            </MobileSection>
          </li>
          <li>
            <MobileSection label="Blog" active={section === 'blog'}>
              <div className="ml-3 border-l border-slate-200 pl-2">
                <Link to="/blog" className={itemClass}>
                  All Articles
                </Link>
                <p className="px-3 pt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  Categories
                </p>
                <ul>
                  {MOBILE_BLOG_CATEGORY_LINKS.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className={itemClass}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
                <p className="px-3 pt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  Popular Posts
                </p>
                <ul>
                  {POPULAR_POST_LINKS.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className={itemClass}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </MobileSection>
          </li>
        </ul>
      </nav>
    </details>
  )
}

/** A section of the mobile menu that expands in place; `<details>`, so it needs no JavaScript. */
function MobileSection(props: { label: string; active: boolean; children: React.ReactNode }) {
  return (
    <details className="group">
      <summary
        className={`flex min-h-11 w-full cursor-pointer list-none items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold hover:bg-slate-100 [&::-webkit-details-marker]:hidden ${
          props.active ? 'text-brand-700' : 'text-slate-800'
        }`}
      >
        {props.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-5 w-5 transition group-open:rotate-180"
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </summary>
      {props.children}
    </details>
  )
}
