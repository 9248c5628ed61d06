import { Link } from 'react-router'
import { CALCULATOR_LINKS, SITE_NAME } from '~/site'
import { Logo } from './logo'

const linkClass = 'inline-block py-1.5 text-slate-300 hover:text-white hover:underline'

/**
 * `disclosure`: the lead-generation disclosure the footer's `<details>` reveals (features/legal),
 * with or without JavaScript.
 */
export function SiteFooter({ disclosure }: { disclosure: string }) {
  const year = new Date().getFullYear()
  return (
    <footer className="no-print bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="flex items-center gap-2 text-lg font-bold text-white">
            <Logo className="h-7 w-7" />
            About {SITE_NAME}
          </h2>
          <p className="mt-3 text-sm leading-6 text-slate-300">
            Free tools and plain-English lessons for Americans who want to get out of debt and start
            investing. Education, not personalized financial advice.
          </p>
        </section>
        <FooterColumn id="footer-resources" title="Resources">
          <li>
            <Link className={linkClass} to="/investment-readiness">
              Investment Readiness Score
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/blog">
              Financial Education Blog
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/terms">
              Terms of Service
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/privacy">
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/do-not-sell">
              Do Not Sell or Share My Personal Information
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn id="footer-calculators" title="Calculators">
          {CALCULATOR_LINKS.map((item) => (
            <li key={item.to}>
              <Link className={linkClass} to={item.to}>
                {item.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-rias" title="For RIAs">
          <li>
            <Link className={linkClass} to="/ria/dashboard">
              RIA Dashboard
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/ria/login">
              Advisor Login
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/ria">
              Partner With Us
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/ria#pricing">
              Pricing Plans
            </Link>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-300">
          <details>
            <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md font-semibold text-white underline underline-offset-2 hover:text-brand-100">
              Lead Generation Disclosure
            </summary>
            <p id="lead-disclosure" className="mt-2 max-w-4xl leading-6">
              {disclosure}
            </p>
          </details>
          <p className="mt-4">
            © {year} {SITE_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}

function FooterColumn({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-white">
        {title}
      </h2>
      <ul className="mt-3 text-sm">{children}</ul>
    </section>
  )
}
