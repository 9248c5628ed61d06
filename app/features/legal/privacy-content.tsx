import { describePeriod, RETENTION, RETENTION_SCHEDULE } from '~/features/retention'
import { COOKIE_TABLE, cookieName } from '~/lib/security/site-cookies'
import {
  DISCLOSURE_TEXT,
  DISCLOSURE_VERSION,
  INTRODUCE_LABEL,
  LEGAL_EFFECTIVE_DATE,
  LEGAL_EFFECTIVE_DATE_TEXT,
  PRIVACY_CONTACT_EMAIL,
  SCORE_ONLY_LABEL,
} from './disclosure'
import { PHONE_CONSENT_LABEL, PHONE_CONSENT_TEXT, STOP_CALLS_LABEL } from './lead-consent'

const sections = [
  { id: 'in-short', title: 'In short' },
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'information-we-collect', title: 'What we collect' },
  { id: 'cookies', title: 'Cookies and similar technologies' },
  { id: 'how-we-use-information', title: 'How we use your information' },
  { id: 'advisor-matching', title: 'Advisor matching: your consent and how to withdraw it' },
  { id: 'who-receives-information', title: 'Who receives your information' },
  { id: 'at-a-glance', title: 'Your data at a glance' },
  { id: 'retention', title: 'How long we keep your information' },
  { id: 'your-rights', title: 'Your privacy rights' },
  { id: 'global-privacy-control', title: 'Global Privacy Control and Do Not Track' },
  { id: 'california-notice', title: 'Additional notice for California residents' },
  { id: 'children', title: 'Children' },
  { id: 'security', title: 'How we protect your information' },
  { id: 'united-states-only', title: 'For people in the United States only' },
  { id: 'changes', title: 'Changes to this policy' },
  { id: 'contact', title: 'Contact us' },
] as const

export function PrivacyContent() {
  const mailto = `mailto:${PRIVACY_CONTACT_EMAIL}`
  const email = <a href={mailto}>{PRIVACY_CONTACT_EMAIL}</a>

  return (
    <>
      <p>
        <strong>
          Effective date: <time dateTime={LEGAL_EFFECTIVE_DATE}>{LEGAL_EFFECTIVE_DATE_TEXT}</time>
        </strong>
      </p>
      <p>
        This policy explains what personal information Wealthward collects, why, who receives it,
        how long we keep it, and the choices and rights you have. It applies to our website, our
        emails and Wealthward accounts, including accounts of advisors who partner with us.
      </p>

      <nav aria-label="On this page">
        <h2 id="on-this-page">On this page</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <h2 id="in-short">In short</h2>
      <ul>
        <li>
          <strong>We sell leads.</strong> If you take the Investment Readiness assessment, choose “
          {INTRODUCE_LABEL}” and your result qualifies, we pass your contact details, figures and
          score to up to 5 registered investment advisors who pay us. Under California law that is a
          “sale” of personal information. You can opt out at any time on our{' '}
          <a href="/do-not-sell">Do Not Sell or Share My Personal Information</a> page.
        </li>
        <li>
          <strong>Or just get your score.</strong> Choose “{SCORE_ONLY_LABEL}” and we don’t ask for
          your name or contact details, pass nothing to any advisor, and keep only a count with your
          score and none of your answers.
        </li>
        <li>
          <strong>We sell nothing else.</strong> We don’t sell or rent newsletter subscribers,
          account holders or visitors’ browsing data to anyone.
        </li>
        <li>
          <strong>Calculators work in your browser.</strong> What you enter isn’t stored with your
          name or email address unless you save a calculation to your account.
        </li>
        <li>
          <strong>No advertising cookies.</strong> We measure how pages are used with our own
          analytics, without storing IP addresses; Global Privacy Control, Do Not Track or a switch
          on our Do Not Sell or Share page turns that measurement off.
        </li>
        <li>
          <strong>You’re in control.</strong> You can unsubscribe from any marketing email in one
          click, and signed-in users can download or delete their data from their dashboard.
        </li>
      </ul>

      <h2 id="who-we-are">Who we are</h2>
      <p>
        Wealthward (“Wealthward”, “we”, “us”) runs a personal-finance website for people in the
        United States. We publish free articles, quizzes and calculators, offer a free Investment
        Readiness assessment and a newsletter, and provide optional accounts. We earn money as a
        lead-generation service: registered investment advisors pay us a monthly subscription to
        receive details of visitors who qualify through the assessment. We are not an investment
        advisor or broker-dealer.
      </p>
      <p>
        For anything about your personal information, including privacy requests, email us at{' '}
        {email}.
      </p>

      <h2 id="information-we-collect">What we collect</h2>
      <p>
        We collect information you give us, information created when you use the site, and a small
        amount from others. Here it is by source.
      </p>

      <h3>When you take the Investment Readiness assessment</h3>
      <p>
        Before you submit, you choose between “{SCORE_ONLY_LABEL}” and “{INTRODUCE_LABEL}”.
      </p>
      <p id="score-only">
        <strong>With “{SCORE_ONLY_LABEL}”</strong> we ask only for your age and the figures the
        score needs, and we don’t ask for your name, email address, phone number, city or state
        (anything typed there is ignored). We show you your results and keep no lead and no consent
        record, send no email, and pass nothing to any advisor. What we keep is a count of the
        submission: its score, readiness level, recommended step, the time, and the source, medium
        and campaign that brought you. It holds nothing that identifies you, so we keep it for our
        statistics. If you are signed in, the score also joins your account’s score history, as any
        assessment does. As with any assessment our page sends, our reply (your score and results)
        is also kept for a while as a repeat-protection record, described under{' '}
        <a href="#retention">How long we keep your information</a>.
      </p>
      <p>
        <strong>With “{INTRODUCE_LABEL}”</strong> we collect:
      </p>
      <ul>
        <li>
          <strong>Contact details:</strong> first and last name, email address, phone number (if you
          give one), city and state.
        </li>
        <li>
          <strong>About you and your finances:</strong> age, annual income, total debt, emergency
          savings, monthly expenses, investable assets and, if you give it, your credit score.
        </li>
        <li>
          <strong>Your choices:</strong> whether you ticked the separate box allowing advisors to
          call or text you.
        </li>
        <li>
          <strong>What we work out:</strong> your readiness score and its breakdown, your readiness
          level, recommended next steps, a lead category that decides whether you qualify for
          matching, and which advisors you were matched with.
        </li>
        <li>
          <strong>Proof of consent:</strong> the exact disclosure text and its version, the date and
          time, your IP address, your browser’s user agent (a line of text naming the browser and
          operating system) and the address of the page where you submitted the form.
        </li>
        <li>
          <strong>How you found us:</strong> the source, medium and campaign that brought you to the
          form, if any (for example “organic”).
        </li>
      </ul>

      <h3>When you subscribe to the newsletter</h3>
      <p>
        Your email address, the date you subscribed, which form you used, and, if you unsubscribe,
        the date you did.
      </p>

      <h3>When you create or use an account</h3>
      <ul>
        <li>
          First and last name, email address, and password (stored only as an irreversible argon2id
          hash, never as the password itself).
        </li>
        <li>
          If you sign in with Google or Facebook: your name, email address and an identifier for
          your account with that provider. We never see your Google or Facebook password, and we
          don’t post anything on your behalf.
        </li>
        <li>
          What you choose to save: goals, profile details, saved calculations (the calculator and
          the figures you entered), your readiness score history, and your newsletter preference.
        </li>
        <li>
          Sign-in records: your sessions (when each began, was last used and ends, and the browser
          it was opened in), the links we email for password resets, sign-in and email confirmation,
          and sign-ins waiting for their second step (for 5 minutes), all stored only in hashed
          form; and counts of recent sign-in attempts per account and per connection, stored under a
          hash of the email and IP addresses, which slow down password guessing; and when you first
          opened your dashboard, so that it greets you as a newcomer only on that first visit.
        </li>
        <li>
          If you are an advisor or administrator and use two-step verification: the key your
          authenticator app shares with us (stored encrypted, with the encryption key kept outside
          the database), your recovery codes (stored only as irreversible hashes, marked when used),
          when you turned it on, and which 30-second code you used last, so that no code works
          twice.
        </li>
      </ul>

      <h3>When you use the calculators</h3>
      <p>
        As you type, the calculations happen in your browser. So that you can bookmark, reload or
        share a result, a calculator keeps your entries in the page address (the part after the
        question mark). Like any web address, that address reaches our server when the page loads
        (the server works out the same results to show the page and keeps nothing of them; its logs
        record the page without the part after the question mark). Our engagement analytics record
        the page without it too, and only which calculator you used, how many of its fields held a
        value and whether it produced a result. These figures aren’t linked to your name or email
        unless you save the calculation to your account. Anyone you send a calculator link to can
        see the figures in it.
      </p>
      <p id="calculator-figures">
        <strong>Filling a calculator from your assessment.</strong> Your assessment results, and the
        calculators when you are signed in, offer a link that opens a calculator filled in with the
        figures from your Investment Readiness assessment (when signed in, your latest assessment
        saved to your account, and only if it kept your answers). Nothing is filled in unless you
        follow that link. The link puts the figures in the page address, as a calculator does with
        anything you type, with the date of the assessment. We answer such a page as private, so
        that no shared cache may keep a copy, and we tell your browser not to pass its address to
        other websites. Our server keeps nothing of the figures in the address, and its logs and our
        analytics record the page without them. “Copy link” on that page leaves out the date, so a
        link you send doesn’t say it came from your assessment; the figures are still in it.
      </p>

      <h3>When an advisor applies to partner with us</h3>
      <p>
        If you are an advisor, we collect what you give us in the partner application and your
        partner account: your name, firm, CRD number, business email, phone number, website, city
        and state, the states where you are registered, the minimum investable assets and the number
        of leads a month you take, a short biography, and sign-in details. We also keep records of
        the leads matched to you and what you record about them (status changes, notes, contacts,
        meetings and expected revenue), and of your return requests and our decisions on them. Your
        name, firm, CRD number, city, state, phone, email, website and biography are shown to the
        visitors matched with you.
      </p>

      <h3>When you make a privacy request or contact us</h3>
      <p>
        On the <a href="/do-not-sell">Do Not Sell or Share</a> form: your email address and, if you
        choose to give it, your full name. If you email us: your message, your email address and
        whatever else you include. We use these details only to answer you and to keep a record of
        your request.
      </p>

      <h3>From advisors</h3>
      <p>
        Advisors who receive your details record how things progress (for example “contacted”,
        “qualified”, “converted” or “lost”) and when they contacted you. We use this to check the
        quality of our matching and to follow up on complaints.
      </p>

      <h3>Automatically, when you visit</h3>
      <ul>
        <li id="analytics">
          <strong>Engagement events</strong>, measured by our own script and sent from your browser
          to our own server, never to an analytics company: each page you view (its address without
          the part after the question mark, and its title; pages of the advisor portal and of our
          admin area are not measured); how far down it you scroll (at 10, 25, 50, 75, 90 and 100
          percent); how long it is open in a visible tab (at 15 and 30 seconds and 1, 2, 5 and 10
          minutes) and whether you come back to it after more than a minute away; whether you read
          to three quarters of it after two minutes; that you selected or copied text (how many
          characters, not the text); the address and first 50 characters of the text of links you
          click; that you started or sent a form (which form, not what you typed); that you used a
          calculator (which one, how many fields held a value and whether it produced a result, not
          the figures); three or more rapid clicks, and leaving a page within 10 seconds before
          scrolling a quarter of the way; and, when you leave a page, your time on it, how far you
          scrolled and an engagement score worked out from those. With them we store your browser’s
          user agent and a random code for the page view. We don’t store your IP address: to count
          visitors we keep a code computed from your IP address and user agent with a secret key
          that changes every day and is never stored, so the code can’t be turned back into your
          address or linked from one day to the next. Events are deleted after{' '}
          {describePeriod(RETENTION.analyticsEvents)}. Nothing is measured, and article views are
          not counted, when your browser sends Global Privacy Control or Do Not Track, or when you
          turn analytics off for your browser on our{' '}
          <a href="/do-not-sell#analytics-heading">Do Not Sell or Share</a> page.
        </li>
        <li>
          <strong>Technical data</strong> that every web request carries, such as IP address,
          browser type and the page requested. We use it to deliver pages and to protect the site
          (for example, to limit repeated sign-in attempts). Apart from the IP address and browser
          kept in the proof of consent described above, and the browser each sign-in session was
          opened in, we don’t keep it with your details. Security counters hold a hash of your IP
          address, not the address itself.
        </li>
      </ul>

      <h3>What we don’t collect</h3>
      <p>
        We never ask for your Social Security number, bank or brokerage account numbers, or card
        numbers. Please don’t type them into any field on the site. We don’t collect precise
        location, and we don’t buy information about you from data brokers.
      </p>

      <h2 id="cookies">Cookies and similar technologies</h2>
      <p>
        These are all the cookies our site sets. Scripts on the page can’t read any of them (they
        are “httpOnly”) except the analytics opt-out, which holds only the value 1 and which our own
        script reads to know not to measure anything. None is shared with anyone else. Over a secure
        connection (HTTPS) they are only ever sent securely, and the cookies that apply to the whole
        site take the name shown for HTTPS, which browsers accept only from this site.
      </p>
      <table>
        <caption>The cookies Wealthward sets</caption>
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">What it does</th>
            <th scope="col">How long it lasts</th>
            <th scope="col">Strictly necessary</th>
          </tr>
        </thead>
        <tbody>
          {COOKIE_TABLE.map((cookie) => (
            <tr key={cookie.name}>
              <th scope="row">
                <code>{cookie.name}</code>
                {cookie.hostPrefixed ? (
                  <>
                    {' '}
                    (over HTTPS <code>{cookieName(cookie, true)}</code>)
                  </>
                ) : null}
              </th>
              <td>{cookie.purpose}</td>
              <td>{cookie.lifetime}</td>
              <td>{cookie.strictlyNecessary ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul>
        <li>
          <strong>No advertising cookies.</strong> We don’t use advertising, retargeting or social
          media tracking cookies or pixels. Our pages load nothing from other websites (our security
          settings forbid it), so no other company sets cookies through them.
        </li>
        <li>
          <strong>A copy of your assessment in your browser.</strong> When you take the Investment
          Readiness assessment, your browser keeps a copy of your name, email, age, city, state, the
          amounts you entered and your score (not your phone number) in its local storage, so the
          debt freedom and emergency fund calculators can offer to fill them in. Our server doesn’t
          read that copy; amounts you fill into a calculator go into its page address like any
          others. It stays on your device until you press “Clear saved numbers” on your results or
          on those calculators, or clear this site’s data in your browser.
        </li>
      </ul>
      <p>
        You can delete or block cookies in your browser settings. If you block the session cookie,
        you won’t be able to stay signed in. If you block the assessment cookie, a repeat submission
        is confirmed through the emailed link instead, and “Contact Your Matched Advisor” shows the
        advisor’s details without passing your request on. If you block the sign-in cookies for
        Google or Facebook, those sign-ins can’t finish; your email and password still work. If you
        block the view counter’s cookie, an article you read twice may be counted twice. If you
        block the analytics opt-out cookie, your browser can’t remember that you turned analytics
        off (Global Privacy Control and Do Not Track still work). Everything else on the site still
        works.
      </p>

      <h2 id="how-we-use-information">How we use your information</h2>
      <ul>
        <li>
          <strong>To give you your results:</strong> to calculate your readiness score, explain it
          and suggest next steps, and to email you a confirmation of your result.
        </li>
        <li>
          <strong>To match you with advisors</strong> when you submit the assessment, choose to be
          introduced and qualify, and to pass your details to them, as described in the next
          section.
        </li>
        <li>
          <strong>To run your account:</strong> to sign you in, save your calculations, goals and
          score history, and let you export or delete them.
        </li>
        <li>
          <strong>To send emails:</strong> the newsletter and its welcome email with the Excel debt
          tracker if you subscribed; and service emails such as password resets, email
          confirmations, your assessment result, and a link to confirm answers sent with your email
          address from another browser. Every marketing email has a one-click unsubscribe.
        </li>
        <li>
          <strong>To work with advisors:</strong> to review partner applications, manage partner
          accounts and billing (including credits for returned leads), and check lead quality.
        </li>
        <li>
          <strong>To improve the site:</strong> to see, in aggregate, which articles and tools help
          people and where pages are confusing or broken.
        </li>
        <li>
          <strong>To keep the site safe:</strong> to prevent spam, fraud, abuse and unauthorized
          access.
        </li>
        <li>
          <strong>To meet legal duties:</strong> to keep proof of your consent to be contacted,
          honor opt-outs and privacy requests, respond to lawful requests, and enforce our{' '}
          <a href="/terms">Terms of Service</a>.
        </li>
      </ul>
      <p>
        We don’t use your information to build advertising profiles or to show you targeted ads.
        Your readiness score is calculated automatically from the figures you enter, and it decides
        whether we offer your details to advisors; it does not decide whether any advisor, lender or
        other business will serve you.
      </p>

      <h2 id="advisor-matching">Advisor matching: your consent and how to withdraw it</h2>
      <p>
        When you submit the Investment Readiness assessment with “{INTRODUCE_LABEL}”, you agree to
        the disclosure shown beside the submit button. The current version ({DISCLOSURE_VERSION})
        reads:
      </p>
      <blockquote>
        <p>{DISCLOSURE_TEXT}</p>
      </blockquote>
      <p>The separate phone and text box, which is never ticked for you, reads:</p>
      <blockquote>
        <p>
          {PHONE_CONSENT_LABEL} {PHONE_CONSENT_TEXT}
        </p>
      </blockquote>
      <p>
        We store both texts exactly as shown, with their version and whether you ticked the box, as
        the proof of consent described above. Submitting with “{SCORE_ONLY_LABEL}” is no consent to
        anything: no proof is stored because nothing is shared.
      </p>
      <h3>What happens when you choose to be introduced</h3>
      <ul>
        <li>
          If your result qualifies, we choose up to 5 advisors who are registered to serve your
          state, whose minimum account size fits the investable assets you entered, and who have
          room for new leads. We don’t rank advisors by quality.
        </li>
        <li>
          Each matched advisor receives your name, email address, city, state and age, the financial
          figures you entered, and your score, readiness level and its breakdown. Your phone number
          goes to advisors only if you ticked the separate phone and text message box.
        </li>
        <li>
          Your results page lists the advisors who received your details, and they may contact you
          by email about their services. They may call or text you only if you ticked that box,
          which is never ticked for you. Giving that consent is not a condition of buying anything.
          Message and data rates may apply to texts.
        </li>
        <li>If your result doesn’t qualify, your details are not passed to any advisor.</li>
        <li>
          If you submit again with the same email address within 24 hours, from the same browser or
          while signed in to an account whose email address you have confirmed, we update your
          earlier submission instead of matching you again. From anywhere else we change nothing:
          the new answers get their own score on screen, but we don’t show who you were matched
          with, and we email the address a link that shows what would change. Only following that
          link and pressing the button applies them; it works once, for 24 hours. A submission more
          than 24 hours later is a new request and may be matched again, possibly with different
          advisors.
        </li>
      </ul>
      <p>
        Advisors are independent businesses. Once an advisor has your details, it handles them under
        its own privacy policy and its legal duties as a registered investment advisor. We require
        advisors to use your details only to offer you their own services, not to sell them on, and
        to honor opt-out requests we pass on.
      </p>
      <h3>How to withdraw your consent</h3>
      <ul>
        <li>
          <strong>Stop future matching:</strong> use our{' '}
          <a href="/do-not-sell">Do Not Sell or Share My Personal Information</a> page or email us
          at {email}. We will stop matching you and passing your details to advisors, and we will
          forward your request to the advisors who already received them.
        </li>
        <li>
          <strong>Withdraw phone and text consent only:</strong> every email we send you about your
          assessment, once you have ticked the phone and text box, has a “{STOP_CALLS_LABEL}” link.
          Open it and press the button: from that moment the advisors matched with you no longer see
          your number as one they may call or text, and we email each of them to stop. Advisors may
          still email you. We keep the record of the consent you gave, with the date you withdrew
          it. You can also reply STOP to any text or tell the advisor.
        </li>
        <li>
          <strong>Stop a particular advisor contacting you:</strong> tell the advisor directly as
          well (for texts, reply STOP). We can’t recall information an advisor already has, but
          advisors must respect your request not to be contacted.
        </li>
      </ul>

      <h2 id="who-receives-information">Who receives your information</h2>
      <ul>
        <li>
          <strong>Matched advisors,</strong> as described above. This is the only way we sell
          personal information.
        </li>
        <li>
          <strong>Service providers</strong> that help us run Wealthward and may use the information
          only to provide their service to us: our hosting and database provider, and our email
          delivery provider. We don’t use outside analytics or advertising services. If you choose
          to sign in with Google or Facebook, that provider also knows you signed in to Wealthward.
        </li>
        <li>
          <strong>Authorities and others, when the law requires it:</strong> in response to a
          subpoena, court order or other valid legal request, or where we reasonably believe
          disclosure is needed to protect someone’s safety, prevent fraud or defend our legal
          rights.
        </li>
        <li>
          <strong>A buyer or successor:</strong> if Wealthward is involved in a merger, acquisition,
          financing or sale of assets, your information may be transferred as part of it. The new
          owner must keep honoring this policy, including your opt-outs, and we will tell you before
          your information becomes subject to a different policy.
        </li>
        <li>
          <strong>Anyone else you ask us to share with.</strong>
        </li>
      </ul>

      <h2 id="at-a-glance">Your data at a glance</h2>
      <table>
        <caption>
          Categories of personal information, why we use them, who receives them and how long we
          keep them
        </caption>
        <thead>
          <tr>
            <th scope="col">Information</th>
            <th scope="col">Why we use it</th>
            <th scope="col">Who receives it</th>
            <th scope="col">How long we keep it</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Assessment answers, contact details, score and match history</th>
            <td>Your results; matching with advisors; lead quality</td>
            <td>Up to 5 matched advisors (a sale); hosting and email providers</td>
            <td>
              {describePeriod(RETENTION.leadDetails)} after the last activity on your submission,
              then anonymized
            </td>
          </tr>
          <tr>
            <th scope="row">
              Proof of consent (disclosure text and version, time, page address and your choices,
              with your IP address and user agent until your contact details are anonymized)
            </th>
            <td>Proving you agreed to be contacted; answering complaints</td>
            <td>Hosting provider; authorities or courts if required</td>
            <td>
              {describePeriod(RETENTION.consentProof)} from your submission, and never less than
              your contact details
            </td>
          </tr>
          <tr>
            <th scope="row">Newsletter subscription</th>
            <td>Sending the newsletter and welcome email</td>
            <td>Hosting and email providers</td>
            <td>
              Until you unsubscribe; then the record of your subscription, so we don’t email you
              again
            </td>
          </tr>
          <tr>
            <th scope="row">Account, saved calculations, goals and score history</th>
            <td>Running your account</td>
            <td>Hosting and email providers; Google or Facebook if you sign in with them</td>
            <td>Until you delete your account</td>
          </tr>
          <tr>
            <th scope="row">Advisor applications and partner accounts</th>
            <td>
              Reviewing applications; running the partnership; showing your profile to matched
              visitors
            </td>
            <td>Hosting and email providers; matched visitors see your public profile</td>
            <td>
              Declined applications {describePeriod(RETENTION.declinedApplications)} after our
              decision; partner records during the partnership and after it
            </td>
          </tr>
          <tr>
            <th scope="row">Do Not Sell requests and other privacy requests</th>
            <td>Honoring and documenting your request</td>
            <td>Advisors who received your details (to pass on an opt-out)</td>
            <td>As long as needed to honor them, and at least 24 months</td>
          </tr>
          <tr>
            <th scope="row">Engagement events (no raw IP address)</th>
            <td>Improving content and tools</td>
            <td>Hosting provider</td>
            <td>{describePeriod(RETENTION.analyticsEvents)}</td>
          </tr>
          <tr>
            <th scope="row">
              Record of emails sent (recipient, subject, date, status) and copies of the messages
            </th>
            <td>Checking delivery; handling complaints</td>
            <td>Hosting provider</td>
            <td>{describePeriod(RETENTION.emailRecords)}</td>
          </tr>
          <tr>
            <th scope="row">Server logs and security counters</th>
            <td>Running and protecting the site</td>
            <td>Hosting provider</td>
            <td>
              Logs 30 days; security counters {describePeriod(RETENTION.afterExpiry)} after their
              time window ends
            </td>
          </tr>
        </tbody>
      </table>

      <h2 id="retention">How long we keep your information</h2>
      <p>
        We keep personal information only as long as we need it for the reasons above. A job on our
        servers carries out this schedule every hour: when a period ends, it deletes or anonymizes
        the information.
      </p>
      <table>
        <caption>Retention schedule</caption>
        <thead>
          <tr>
            <th scope="col">Information</th>
            <th scope="col">How long we keep it</th>
            <th scope="col">Then</th>
          </tr>
        </thead>
        <tbody>
          {RETENTION_SCHEDULE.map((row) => (
            <tr key={row.data}>
              <th scope="row">{row.data}</th>
              <td>{row.kept}</td>
              <td>{row.then}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Some records are kept as long as they are needed, without a fixed period:</p>
      <ul>
        <li>
          <strong>Newsletter:</strong> until you unsubscribe. After that we keep the record of your
          subscription (your email address, when and where you subscribed and when you
          unsubscribed), so that we never email you by mistake. If you ask us to delete that too, we
          will, but we then can’t make sure you are never emailed again.
        </li>
        <li>
          <strong>Privacy requests:</strong> we keep each request and what we did about it, because
          that record is how we keep honoring your opt-out; at least 24 months in any case.
        </li>
        <li>
          <strong>Advisors:</strong> partner accounts, the leads matched to them with their history,
          and return credits are our billing and lead records, kept while the partnership lasts and
          after it ends. A former partner’s profile is removed from matching as soon as the
          partnership ends.
        </li>
        <li>
          <strong>Server logs:</strong> our hosting keeps them 30 days. A line for each request
          holds the page requested without anything after the question mark, the answer’s status and
          how long it took. Logs don’t contain names, email addresses or what you type into forms.
        </li>
      </ul>
      <p>A few of these periods come from the law:</p>
      <ul>
        <li>
          <strong>Consent records:</strong> the FTC’s Telemarketing Sales Rule (16 CFR 310.5)
          requires records of consent to be contacted to be kept for 5 years, and under the
          Telephone Consumer Protection Act whoever calls or texts you must be able to prove that
          you agreed. We use these records for nothing else.
        </li>
        <li>
          <strong>Privacy requests:</strong> California’s privacy regulations (California Code of
          Regulations, title 11, section 7101) require a record of each request and of our response
          to be kept for at least 24 months.
        </li>
        <li>
          <strong>Unsubscribes:</strong> the CAN-SPAM Act requires us to stop emailing an address
          that unsubscribed, which is why we keep the address.
        </li>
      </ul>
      <p>The rest we keep only because we need it, for as long as the schedule says. In detail:</p>
      <ul>
        <li>
          <strong>Accounts:</strong> deleting your account removes your profile, saved calculations,
          goals, score history, sign-in sessions and linked Google or Facebook sign-ins. Sessions
          end after at most 30 days, password-reset links expire after 1 hour, and emailed sign-in
          links after 15 minutes. Counts of sign-in attempts are forgotten after a day without any.
          A sign-up whose email address is never confirmed is deleted 7 days after it was made; its
          link expires after 24 hours.
        </li>
        <li>
          <strong>Answers waiting for your confirmation</strong> (sent with your email address from
          a browser we could not tell was yours): the emailed link works for 24 hours; the answers
          are deleted {describePeriod(RETENTION.afterExpiry)} after that, whether they were applied
          or not. The link itself is stored only in scrambled (hashed) form.
        </li>
        <li>
          <strong>Repeat-protection records:</strong> when a browser or app sends an assessment with
          a request key, we use our answer (your score and results, not your contact details) for 24
          hours, so that the same request sent twice is stored once, and delete it{' '}
          {describePeriod(RETENTION.afterExpiry)} after that.
        </li>
      </ul>
      <p>
        <strong>What deletion means.</strong> Information whose period has ended is deleted or
        anonymized in our live systems within the hour, and disappears from backups as they are
        overwritten, within a further 35 days. We carry out a deletion request within the time given
        under “How long we take” below. We may keep information longer where the law requires it or
        to resolve a dispute, and only for that purpose. Deleting information from our systems does
        not delete copies that matched advisors already received; we forward deletion requests to
        them so they can act on them.
      </p>

      <h2 id="your-rights">Your privacy rights</h2>
      <h3>For everyone</h3>
      <p>Wherever you live in the United States, you can:</p>
      <ul>
        <li>unsubscribe from any marketing email with the one-click link in it;</li>
        <li>
          download your account data (as a JSON file) and delete your account from your{' '}
          <a href="/dashboard">dashboard</a>;
        </li>
        <li>
          opt out of advisor matching on our{' '}
          <a href="/do-not-sell">Do Not Sell or Share My Personal Information</a> page; and
        </li>
        <li>
          ask us by email for a copy of, a correction to, or deletion of your information, or ask
          for deletion on the <a href="/do-not-sell#make-your-request">Do Not Sell or Share</a>{' '}
          page.
        </li>
      </ul>
      <p>
        Newsletter subscriptions and assessment submissions aren’t tied to an account. Deleting your
        account cancels your newsletter subscription only if you tick the box for it on the way, and
        doesn’t delete an assessment submission. Use the unsubscribe link, or email us to delete
        them too.
      </p>

      <h3>California residents</h3>
      <p>
        Under the California Consumer Privacy Act, as amended by the California Privacy Rights Act,
        you have the right to:
      </p>
      <ul>
        <li>
          <strong>Know and access:</strong> ask what personal information we have collected about
          you, where it came from, why we use it, who we disclosed or sold it to, and get a copy in
          a portable format.
        </li>
        <li>
          <strong>Delete:</strong> ask us to delete personal information we collected from you,
          subject to legal exceptions (for example, the consent records we must keep).
        </li>
        <li>
          <strong>Correct:</strong> ask us to fix inaccurate personal information.
        </li>
        <li>
          <strong>Opt out of sale and sharing:</strong> tell us not to sell or share your personal
          information, on our <a href="/do-not-sell">Do Not Sell or Share</a> page or with a Global
          Privacy Control signal.
        </li>
        <li>
          <strong>Limit the use of sensitive personal information:</strong> the only sensitive
          personal information we collect is your account sign-in details (email address and
          password), which we use only to sign you in and keep your account secure. Because we don’t
          use sensitive information for any other purpose, there is nothing further to limit; if
          that ever changes, we will add a way to do so.
        </li>
        <li>
          <strong>Not be discriminated against</strong> for using any of these rights. We won’t deny
          you our free tools, charge you differently or give you a lower quality of service because
          you exercised them. Opting out does mean we can no longer match you with advisors, because
          matching requires sharing your details.
        </li>
      </ul>
      <p>
        The free Excel debt tracker in our welcome email goes to everyone who subscribes to the
        newsletter. You can unsubscribe at any time and keep it.
      </p>

      <h3>Residents of other states</h3>
      <p>
        A growing number of states, including Colorado, Connecticut, Oregon, Texas, Virginia and New
        Jersey, give residents similar rights: to confirm whether we process your personal
        information and get a copy, to correct it, to delete it, and to opt out of its sale, of
        targeted advertising and of certain profiling. We don’t use targeted advertising. We honor
        these requests from residents of every state in the same way, whether or not your state has
        a privacy law yet.
      </p>

      <h3>How to make a request</h3>
      <ul>
        <li>
          To opt out of sale or sharing, use the{' '}
          <a href="/do-not-sell">Do Not Sell or Share My Personal Information</a> form or turn on
          Global Privacy Control in your browser.
        </li>
        <li>
          For anything else, email {email} from the address you used with us, and tell us what you
          would like us to do. If you have an account, you can download or delete your data yourself
          from your <a href="/dashboard">dashboard</a>.
        </li>
      </ul>

      <h3>Verifying your identity</h3>
      <p>
        To protect you, we check that a request to access, correct or delete information comes from
        you. Usually we do this by asking you to confirm the request from the email address we have
        on file. If you ask for specific pieces of information, or the request concerns sensitive
        details, we may also ask you to confirm some details you gave us, such as your state and
        roughly when you took the assessment. Requests from a signed-in account are verified by your
        sign-in. We don’t need to verify an opt-out request, though we may decline one we have good
        reason to believe is fraudulent and tell you why. We use the details you give us for
        verification only for that purpose.
      </p>

      <h3>Authorized agents</h3>
      <p>
        You can ask someone else to make a request for you. We will ask the agent for your signed
        permission, and for access, correction and deletion requests we may ask you to verify your
        identity with us directly. We don’t need this if the agent holds a valid power of attorney.
      </p>

      <h3>How long we take</h3>
      <p>
        We confirm we have received an access, correction or deletion request within 10 business
        days and answer it within 45 calendar days. If we need more time, we’ll tell you why within
        those 45 days and take no more than 45 further days. We act on opt-out requests as soon as
        we can, and no later than 15 business days after we receive them. Requests are free; we may
        only charge, or decline, if requests are clearly unfounded or excessive, and we will explain
        why.
      </p>

      <h3>Appeals</h3>
      <p>
        If we decline your request, we’ll explain why. You can appeal by replying to our answer or
        emailing {email} with “Appeal” in the subject line. We’ll respond within 60 days. If you are
        still not satisfied, you can contact your state attorney general.
      </p>

      <h2 id="global-privacy-control">Global Privacy Control and Do Not Track</h2>
      <p>
        <a href="https://globalprivacycontrol.org/">Global Privacy Control</a> (GPC) is a setting in
        some browsers and extensions that tells websites you don’t want your personal information
        sold or shared. When your browser sends a GPC signal:
      </p>
      <ul>
        <li>
          our engagement analytics are switched off: the page sends no events, our server stores
          none, and article views are not counted; and
        </li>
        <li>
          we treat the signal as a valid request to opt out of the sale and sharing of what you send
          from that browser: if you submit the assessment there, we won’t pass your details to
          advisors unless you expressly confirm on the form that you want to be matched. To opt out
          for your email address on every device, use the{' '}
          <a href="/do-not-sell">Do Not Sell or Share</a> form.
        </li>
      </ul>
      <p>
        We also switch off engagement analytics when your browser sends a Do Not Track signal, and
        in a browser where you turned them off on our{' '}
        <a href="/do-not-sell#analytics-heading">Do Not Sell or Share</a> page (a cookie remembers
        that choice for a year).
      </p>

      <h2 id="california-notice">Additional notice for California residents</h2>
      <p>In the past 12 months we have collected these categories of personal information:</p>
      <ul>
        <li>
          <strong>Identifiers:</strong> name, email address, phone number, IP address, account
          identifiers.
        </li>
        <li>
          <strong>Personal records</strong> described in California Civil Code section 1798.80(e):
          name, phone number and financial information such as income, debts and savings.
        </li>
        <li>
          <strong>Characteristics of protected classifications:</strong> age.
        </li>
        <li>
          <strong>Internet or other electronic network activity:</strong> engagement events and
          technical data.
        </li>
        <li>
          <strong>Approximate location:</strong> the city and state you enter.
        </li>
        <li>
          <strong>Professional information</strong> (advisors only): firm, CRD number, registration
          states.
        </li>
        <li>
          <strong>Inferences:</strong> your readiness score, level and lead category.
        </li>
        <li>
          <strong>Sensitive personal information:</strong> account sign-in details, used only to
          sign you in.
        </li>
      </ul>
      <p>
        <strong>Sold:</strong> identifiers, personal records, age, approximate location and
        inferences, to registered investment advisors, when you submit the assessment, choose to be
        introduced and qualify. <strong>Shared for cross-context behavioral advertising:</strong>{' '}
        none. <strong>Disclosed for business purposes:</strong> all of the categories above, to the
        service providers listed in{' '}
        <a href="#who-receives-information">Who receives your information</a>, only so they can
        provide their services to us. Sources, purposes and retention are described in the sections
        above. We don’t knowingly sell or share the personal information of anyone under 16.
      </p>
      <p>
        <strong>Direct marketing disclosures (“Shine the Light”).</strong> Under California Civil
        Code section 1798.83, you can ask once a year for the categories of personal information we
        disclosed to other businesses for their own direct marketing in the previous calendar year,
        and the names and addresses of those businesses (for us, the advisors you were matched
        with). Email {email} with “Shine the Light” in the subject line.
      </p>

      <h2 id="children">Children</h2>
      <p>
        Wealthward is for adults. The assessment refuses anyone under 18, our terms (which you
        accept when you create an account) require you to be 18 or over, and we don’t knowingly
        collect personal information from anyone under 18. If you believe a child has given us
        information, email {email} and we will delete it and make sure it is not passed to any
        advisor.
      </p>

      <h2 id="security">How we protect your information</h2>
      <ul>
        <li>All traffic to and from the site is encrypted with HTTPS.</li>
        <li>
          Passwords are stored only as argon2id hashes, and password-reset and sign-in tokens are
          stored only in hashed form and expire.
        </li>
        <li>
          Advisors can, and administrators must, sign in with two-step verification: a code from an
          authenticator app after the password. When your password changes, every other device
          signed in to your account is signed out and we email you.
        </li>
        <li>
          Our cookies can’t be read by scripts on the page and are only sent over secure
          connections.
        </li>
        <li>
          Access is controlled by role: an advisor sees only the leads matched to them, and only
          authorized Wealthward staff can reach administrative tools.
        </li>
        <li>Repeated sign-in and form attempts are rate-limited to block abuse.</li>
      </ul>
      <p>
        No system is perfectly secure. If a breach affects your personal information, we will tell
        you and the authorities as the law requires. Please use a strong, unique password and tell
        us at {email} if you notice anything suspicious.
      </p>

      <h2 id="united-states-only">For people in the United States only</h2>
      <p>
        Wealthward is intended only for residents of the United States, and we store and process
        information in the United States. We don’t offer our services to people in other countries.
        If you visit from outside the United States, please don’t submit personal information.
      </p>

      <h2 id="changes">Changes to this policy</h2>
      <p>
        We’ll update this policy when our practices or the law change, post the new version here and
        change the effective date at the top. If a change is significant, we’ll also show a notice
        on the site and, if you have an account or subscribe to the newsletter, email you before it
        takes effect. We won’t use information we already hold in a significantly different way
        without asking for your consent.
      </p>

      <h2 id="contact">Contact us</h2>
      <p>
        For questions about this policy or your personal information, or to make a request, email{' '}
        {email}. To opt out of the sale or sharing of your personal information, use our{' '}
        <a href="/do-not-sell">Do Not Sell or Share My Personal Information</a> page.
      </p>
    </>
  )
}
