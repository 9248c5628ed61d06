import { ADVISOR_MONTHLY_PRICE } from '~/features/advisors'
import {
  DISCLOSURE_TEXT,
  DISCLOSURE_VERSION,
  INTRODUCE_LABEL,
  LEGAL_EFFECTIVE_DATE,
  LEGAL_EFFECTIVE_DATE_TEXT,
  PRIVACY_CONTACT_EMAIL,
  SCORE_ONLY_LABEL,
} from './disclosure'
import { PHONE_CONSENT_LABEL, PHONE_CONSENT_TEXT } from './lead-consent'

const sections = [
  { id: 'agreement', title: 'Agreeing to these terms' },
  { id: 'eligibility', title: 'Who can use Wealthward' },
  { id: 'what-wealthward-is', title: 'What Wealthward is, and what it isn’t' },
  { id: 'advisor-matching', title: 'Advisor matching: how we make money' },
  { id: 'estimates', title: 'Calculators, scores and articles are estimates' },
  { id: 'accounts', title: 'Your account' },
  { id: 'emails', title: 'Newsletter and other emails' },
  { id: 'acceptable-use', title: 'Acceptable use' },
  { id: 'content', title: 'Our content and yours' },
  { id: 'advisor-relationships', title: 'Your relationship with an advisor' },
  { id: 'third-party-links', title: 'Links to other websites' },
  { id: 'disclaimers', title: 'Disclaimers' },
  { id: 'limitation-of-liability', title: 'Limitation of liability' },
  { id: 'indemnity', title: 'Indemnity' },
  { id: 'governing-law', title: 'Governing law and disputes' },
  { id: 'changes', title: 'Changes to these terms' },
  { id: 'termination', title: 'Ending your use of Wealthward' },
  { id: 'general', title: 'General terms' },
  { id: 'contact', title: 'Contact us' },
] as const

export function TermsContent() {
  const mailto = `mailto:${PRIVACY_CONTACT_EMAIL}`

  return (
    <>
      <p>
        <strong>
          Effective date: <time dateTime={LEGAL_EFFECTIVE_DATE}>{LEGAL_EFFECTIVE_DATE_TEXT}</time>
        </strong>
      </p>
      <p>
        These terms are the agreement between you and Wealthward (“Wealthward”, “we”, “us”) for
        using the Wealthward website, tools, emails and accounts. We have tried to write them in
        plain English. Please read them together with our <a href="/privacy">Privacy Policy</a>,
        which explains what we do with your information.
      </p>
      <p>
        <strong>The most important points:</strong> Wealthward offers free financial education and
        tools. It is also a lead-generation service: if you submit the Investment Readiness
        assessment, choose to be introduced to advisors and qualify, we pass your details to up to 5
        registered investment advisors who pay us, and they may contact you. We are not an
        investment advisor, we don’t give personalized advice, and we don’t endorse any advisor.
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

      <h2 id="agreement">Agreeing to these terms</h2>
      <p>
        By using Wealthward (reading the site, using a calculator, taking the assessment,
        subscribing to the newsletter or creating an account) you agree to these terms. If you don’t
        agree, please don’t use the site. When you create an account or submit a form that asks you
        to accept these terms, you confirm that you have read them.
      </p>

      <h2 id="eligibility">Who can use Wealthward</h2>
      <p>Wealthward is built for people who live in the United States. To use it you must be:</p>
      <ul>
        <li>a resident of the United States, and</li>
        <li>at least 18 years old.</li>
      </ul>
      <p>
        You must meet both conditions to take the Investment Readiness assessment, subscribe to the
        newsletter or create an account. If you don’t, please don’t submit any information to us. If
        we learn that someone under 18 has given us their details, we will delete them.
      </p>

      <h2 id="what-wealthward-is">What Wealthward is, and what it isn’t</h2>
      <p>Wealthward offers, free of charge:</p>
      <ul>
        <li>articles and quizzes about debt, budgeting, saving and investing;</li>
        <li>
          calculators that run in your browser (debt payoff, compound interest, retirement, and
          others);
        </li>
        <li>
          the Investment Readiness assessment, which gives you a score out of 100 and suggested next
          steps;
        </li>
        <li>a newsletter; and</li>
        <li>optional accounts to save calculations, track your readiness score and set goals.</li>
      </ul>
      <p>
        <strong>
          Wealthward is not an investment advisor, broker-dealer, financial planner, tax advisor,
          lawyer or credit counselor.
        </strong>{' '}
        Nothing on the site is a recommendation to buy, sell or hold any security or financial
        product, or advice tailored to your situation. Our content is general education. Before you
        make financial decisions, consider speaking with a qualified professional who knows your
        full circumstances.
      </p>

      <h2 id="advisor-matching">Advisor matching: how we make money</h2>
      <p>
        Our education and tools are free because Wealthward is a lead-generation service. Registered
        investment advisors (RIAs) pay us a flat monthly subscription (currently $
        {ADVISOR_MONTHLY_PRICE} a month) to receive introductions to qualified visitors. That
        payment is a conflict of interest: we earn money when you are introduced. Before you submit
        the Investment Readiness assessment you choose between “{SCORE_ONLY_LABEL}” and “
        {INTRODUCE_LABEL}”.
      </p>
      <p>
        With “{SCORE_ONLY_LABEL}” we calculate your score and show your results, we don’t ask for
        your name or contact details, and we pass nothing to any advisor. When you choose “
        {INTRODUCE_LABEL}”:
      </p>
      <ul>
        <li>we calculate your score from the figures you enter;</li>
        <li>
          if your result qualifies, we match you with <strong>up to 5 advisors</strong> who are
          registered to serve your state, whose minimum account size fits the investable assets you
          entered, and who have room for new clients;
        </li>
        <li>
          those advisors receive your name, your email address, your city and state, the financial
          figures you entered (such as income, debt, emergency savings, monthly expenses, investable
          assets and, if you gave it, your credit score), your age, and your score and its
          breakdown;
        </li>
        <li>your results page shows you which advisors received your details; and</li>
        <li>
          the advisors may contact you by email about their services. They may call or text you only
          if you ticked the separate phone and text message box on the form, which is never ticked
          for you.
        </li>
      </ul>
      <p>The disclosure shown beside the submit button (version {DISCLOSURE_VERSION}) reads:</p>
      <blockquote>
        <p>{DISCLOSURE_TEXT}</p>
      </blockquote>
      <p>The phone and text consent box, which is never ticked for you, reads:</p>
      <blockquote>
        <p>
          {PHONE_CONSENT_LABEL} {PHONE_CONSENT_TEXT}
        </p>
      </blockquote>
      <p>
        Your consent to be contacted by phone or text message is not a condition of buying anything,
        from us or from any advisor. If your result doesn’t qualify for matching, we don’t pass your
        details to advisors. You can withdraw your consent and stop future matching at any time on
        our <a href="/do-not-sell">Do Not Sell or Share My Personal Information</a> page. The{' '}
        <a href="/privacy#advisor-matching">advisor matching section of our Privacy Policy</a>{' '}
        explains the details.
      </p>
      <p>
        <strong>We don’t endorse, recommend or rank advisors.</strong> The order in which advisors
        are listed reflects how many leads each has received recently, not their quality. We ask
        each advisor for their registration details and review their application before they can
        receive leads, but we don’t supervise their advice, services or fees. You can check any
        advisor’s registration, Form ADV and disciplinary history on the SEC’s{' '}
        <a href="https://adviserinfo.sec.gov/">Investment Adviser Public Disclosure website</a> and
        on <a href="https://brokercheck.finra.org/">FINRA BrokerCheck</a>.
      </p>

      <h2 id="estimates">Calculators, scores and articles are estimates</h2>
      <p>
        Our calculators and the readiness score are simplified models. They use the figures you
        enter and the assumptions described on each tool (for example, the assessment assumes a
        monthly debt payment of 2% of your total debt, and calculators assume steady rates of
        return, interest and inflation). Real life is less tidy: rates change, markets fall as well
        as rise, and taxes, fees and your own circumstances can change the result.
      </p>
      <ul>
        <li>
          Results are estimates for education only, not predictions or guarantees of any outcome.
        </li>
        <li>
          Your readiness score is not a credit score, is not reported to anyone other than the
          advisors you are matched with, and does not mean any advisor, lender or institution will
          or won’t serve you.
        </li>
        <li>
          Yearly figures such as retirement contribution limits are labeled with their year. We
          update them, but please check current figures with the IRS or another official source
          before acting on them.
        </li>
        <li>
          Success stories and testimonials on the site are illustrative. Other people’s results
          don’t mean you will get the same results.
        </li>
      </ul>
      <p>
        We work to keep our content accurate and up to date, but we can’t promise it is free of
        errors. If you spot a mistake, please tell us at{' '}
        <a href={mailto}>{PRIVACY_CONTACT_EMAIL}</a>.
      </p>

      <h2 id="accounts">Your account</h2>
      <p>
        An account is optional. It lets you save calculations, see your readiness score history and
        keep goals. You can sign up with an email address and password, which you confirm with the
        link we email you, or with Google or Facebook where those options are shown.
      </p>
      <ul>
        <li>Give accurate information and keep your email address up to date.</li>
        <li>
          Keep your password private and don’t reuse it from other sites. We store passwords only in
          hashed form, so we can never tell you what yours is; use “Forgot password” to reset it.
        </li>
        <li>
          Only sign in with “Remember me” on a device you trust. Sign out when you use a shared
          computer.
        </li>
        <li>
          You are responsible for what happens under your account. Tell us straight away at{' '}
          <a href={mailto}>{PRIVACY_CONTACT_EMAIL}</a> if you think someone else has used it.
        </li>
        <li>One account per person; accounts can’t be sold or transferred.</li>
      </ul>
      <p>
        You can download a copy of your data or delete your account at any time from your{' '}
        <a href="/dashboard">dashboard</a>.
      </p>

      <h2 id="emails">Newsletter and other emails</h2>
      <p>
        If you subscribe to the newsletter, we’ll send you a welcome email (with our Excel debt
        tracker) and then articles, tips and news about Wealthward. Every newsletter and marketing
        email has a one-click unsubscribe link. We also send emails you need to use the service,
        such as password resets, email address confirmations and a confirmation of your assessment
        result; these aren’t marketing and don’t need an unsubscribe link. You agree that we may
        give you notices about these terms and your account by email or on the site.
      </p>

      <h2 id="acceptable-use">Acceptable use</h2>
      <p>Please use Wealthward honestly and lawfully. In particular, don’t:</p>
      <ul>
        <li>
          submit anyone else’s name, email address or phone number, or invented details, in the
          assessment or any other form;
        </li>
        <li>
          sign up other people for the newsletter or for advisor matching, or create accounts in
          someone else’s name;
        </li>
        <li>
          try to get into accounts, leads or areas of the site you aren’t authorized to use, or
          probe, scan or test our systems for weaknesses without our written permission (if you find
          a security problem, please report it to us instead);
        </li>
        <li>
          disrupt the site, overload it, or get around rate limits or other security measures;
        </li>
        <li>
          scrape, crawl or copy the site in bulk by automated means, other than search engines that
          follow our robots.txt file;
        </li>
        <li>use the site to send spam or to collect information about other users;</li>
        <li>upload or send malicious code; or</li>
        <li>
          pretend to be Wealthward, an advisor or anyone else, or suggest that we endorse you.
        </li>
      </ul>
      <p>
        Advisors who join as partners must also follow the partner terms we give them before they
        subscribe, and may use lead information only as those terms and the law allow.
      </p>

      <h2 id="content">Our content and yours</h2>
      <h3>Our content</h3>
      <p>
        The articles, quizzes, calculators, the Excel debt tracker, graphics, software and the
        Wealthward name and logo belong to Wealthward or to those who license them to us, and are
        protected by copyright and trademark law. We give you a personal, non-exclusive,
        non-transferable license to use them for your own non-commercial purposes while you follow
        these terms. You may print pages, save your calculator results, share links to our pages and
        quote short passages with a link back to the source. You may not republish, sell or
        redistribute our content, or use it to build a competing service, without our written
        permission.
      </p>
      <h3>Your content</h3>
      <p>
        The information you give us, such as your figures, saved calculations and goals, remains
        yours. You give us permission to store and use it to run the service as described in our{' '}
        <a href="/privacy">Privacy Policy</a>, including sharing assessment details with matched
        advisors as explained above. If you send us feedback or suggestions, we may use them without
        owing you anything.
      </p>

      <h2 id="advisor-relationships">Your relationship with an advisor</h2>
      <p>
        Advisors are independent businesses. They are not our employees, agents or partners in any
        legal sense, and we are not a party to anything you agree with them. If you decide to work
        with an advisor:
      </p>
      <ul>
        <li>
          your relationship, including the advice, the services, fees and any contract, is between
          you and that advisor;
        </li>
        <li>
          we don’t control, and aren’t responsible for, what they advise, charge or do with your
          information once they have it; each advisor handles it under its own privacy policy and
          legal duties;
        </li>
        <li>
          you are never obliged to reply to an advisor or to buy anything, and using Wealthward
          costs you nothing whether or not you hire one; and
        </li>
        <li>
          if you want an advisor to stop contacting you, tell them directly (for text messages,
          reply STOP) and let us know too, so we can pass your request on.
        </li>
      </ul>
      <p>
        If you have a complaint about an advisor, we’d like to hear it at{' '}
        <a href={mailto}>{PRIVACY_CONTACT_EMAIL}</a>, as it helps us decide who we work with. You
        can also contact the SEC or your state securities regulator.
      </p>

      <h2 id="third-party-links">Links to other websites</h2>
      <p>
        Our pages may link to other websites, such as government resources, advisors’ own sites or
        sign-in with Google or Facebook. We don’t control those sites and aren’t responsible for
        their content, products or privacy practices. A link is not an endorsement. Please read
        their terms and privacy policies before you use them.
      </p>

      <h2 id="disclaimers">Disclaimers</h2>
      <p>
        We provide Wealthward “as is” and “as available”. To the extent the law allows, we make no
        promises or warranties, express or implied, that the site will be uninterrupted or free of
        errors, that content and calculations will be accurate or complete, or that the site is fit
        for a particular purpose, and we make no warranty of merchantability, title or
        non-infringement. We don’t guarantee that you will be matched with any advisor, that an
        advisor will contact you, or any result from working with one. Some states don’t allow
        certain warranties to be excluded, so some of these exclusions may not apply to you.
      </p>

      <h2 id="limitation-of-liability">Limitation of liability</h2>
      <p>To the extent the law allows:</p>
      <ul>
        <li>
          we are not liable for indirect, incidental, special, consequential or punitive damages, or
          for lost profits, lost investment returns or lost data, arising from your use of
          Wealthward;
        </li>
        <li>
          we are not liable for investment, borrowing or other financial decisions you make based on
          our content, tools or score, or for the acts, advice, fees or omissions of any advisor or
          other third party; and
        </li>
        <li>
          our total liability to you for all claims relating to Wealthward is limited to the greater
          of $100 or the amount you paid us in the 12 months before the claim arose (for most users,
          who pay us nothing, that means $100).
        </li>
      </ul>
      <p>
        Nothing in these terms limits our liability for fraud, gross negligence or willful
        misconduct, or any liability that the law doesn’t allow us to limit, and nothing takes away
        rights you have as a consumer that can’t be waived by contract.
      </p>

      <h2 id="indemnity">Indemnity</h2>
      <p>
        If someone else brings a claim against Wealthward because you broke these terms or the law,
        misused the site, or submitted someone else’s information, you agree to cover our reasonable
        losses and costs (including reasonable legal fees) from that claim. This doesn’t apply to
        the extent the claim was caused by our own fault. We will tell you promptly about any such
        claim and let you take part in responding to it.
      </p>

      <h2 id="governing-law">Governing law and disputes</h2>
      <p>
        These terms are governed by the laws of the State of Delaware and applicable federal law,
        without regard to conflict-of-law rules. This doesn’t take away any protection that the
        consumer laws of the state where you live give you and that can’t be waived by contract.
      </p>
      <ul>
        <li>
          <strong>Talk to us first.</strong> If you have a problem, please email us at{' '}
          <a href={mailto}>{PRIVACY_CONTACT_EMAIL}</a> and describe it. Most issues can be sorted
          out quickly. If we haven’t resolved it within 30 days, either of us may take it further.
        </li>
        <li>
          <strong>Small claims.</strong> Either of us may bring a claim in small claims court, in
          the county where you live or in Delaware, if it qualifies. You don’t need to contact us
          first to do this.
        </li>
        <li>
          <strong>Other courts.</strong> Other disputes go to the state or federal courts located in
          Delaware, unless the law of the state where you live gives you the right to bring the
          claim in your home courts.
        </li>
        <li>
          <strong>No forced arbitration.</strong> These terms do not require arbitration and do not
          waive your right to a jury trial or to take part in a class action.
        </li>
      </ul>

      <h2 id="changes">Changes to these terms</h2>
      <p>
        We may update these terms as Wealthward changes or the law requires. We’ll post the new
        version on this page with a new effective date. If a change is significant, we’ll also show
        a notice on the site and, if you have an account, email you at least 30 days before it takes
        effect. Changes apply from their effective date and don’t apply to disputes that arose
        before it. If you continue to use Wealthward after a change takes effect, the new terms
        apply; if you don’t agree, you can stop using the site and delete your account.
      </p>
      <p>
        A change to the advisor-matching disclosure gets a new version number, and each assessment
        is handled under the version shown to you when you submitted it.
      </p>

      <h2 id="termination">Ending your use of Wealthward</h2>
      <p>
        You can stop using Wealthward at any time. You can delete your account from your{' '}
        <a href="/dashboard">dashboard</a>, unsubscribe from emails with the link in each one, and
        opt out of advisor matching on our{' '}
        <a href="/do-not-sell">Do Not Sell or Share My Personal Information</a> page.
      </p>
      <p>
        We may suspend or close an account, or block access to the site, if you seriously or
        repeatedly break these terms, if we must do so by law, or to protect other users or the
        service. Where it is reasonable and safe to do so, we will tell you why and give you a
        chance to download your data first. We may also change or stop offering any part of the
        service; if we close Wealthward entirely, we’ll give account holders at least 30 days’
        notice by email.
      </p>
      <p>
        The sections on content ownership, advisor relationships, disclaimers, limitation of
        liability, indemnity and governing law continue to apply after your use ends.
      </p>

      <h2 id="general">General terms</h2>
      <ul>
        <li>
          These terms and our <a href="/privacy">Privacy Policy</a> are the whole agreement between
          you and us about Wealthward. Partner advisors also have separate partner terms.
        </li>
        <li>
          If a court finds part of these terms unenforceable, the rest stays in effect, and the
          unenforceable part is applied as far as the law allows.
        </li>
        <li>
          If we don’t enforce a term straight away, we haven’t given up our right to enforce it
          later.
        </li>
        <li>
          We may transfer these terms to a company that takes over Wealthward, for example in a
          merger or sale; your rights under them won’t be reduced as a result. You may not transfer
          them without our agreement.
        </li>
        <li>
          We aren’t responsible for delays or failures caused by events outside our reasonable
          control, such as outages at our hosting provider or natural disasters.
        </li>
      </ul>

      <h2 id="contact">Contact us</h2>
      <p>
        Questions about these terms, complaints and legal notices: email{' '}
        <a href={mailto}>{PRIVACY_CONTACT_EMAIL}</a>. We aim to reply within 5 business days.
        Questions about your personal information and privacy requests go to the same address; see
        our <a href="/privacy#your-rights">Privacy Policy</a> for how we handle them.
      </p>
    </>
  )
}
