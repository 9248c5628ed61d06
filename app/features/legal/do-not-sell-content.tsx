import type { ReactNode } from 'react'

import { PRIVACY_CONTACT_EMAIL } from './disclosure'

interface DoNotSellContentProps {
  /** The opt-out form. When given, it is placed in the “Make your request” section. */
  children?: ReactNode
}

export function DoNotSellContent({ children }: DoNotSellContentProps = {}) {
  const email = <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>

  return (
    <>
      <p>
        You can tell Wealthward not to sell or share your personal information. It takes a minute,
        you don’t need an account, and it’s free.
      </p>

      <h2 id="what-sale-means">What “selling” means at Wealthward</h2>
      <p>
        When you submit our Investment Readiness assessment, choose to be introduced to advisors and
        your result qualifies, we pass your details to up to 5 registered investment advisors who
        pay us for qualified leads: your name, email address, city, state and age, the financial
        figures you entered and your score, plus your phone number if you agreed to calls and texts.
        Because advisors pay us, California and several other states treat this as a “sale” of
        personal information. We treat your request as covering both “selling” and “sharing” as
        those laws define them.
      </p>
      <p>
        That is the only way we sell personal information. We don’t sell newsletter subscribers’ or
        account holders’ details, and we don’t use advertising cookies. Our{' '}
        <a href="/privacy#advisor-matching">Privacy Policy</a> explains advisor matching in full.
      </p>

      <h2 id="what-opting-out-does">What opting out does</h2>
      <ul>
        <li>
          <strong>From now on, we won’t match you with advisors</strong> or pass your details to any
          advisor, even if you take the assessment again. You can still take it and see your score,
          and you can still use our calculators, articles, newsletter and account.
        </li>
        <li>
          <strong>We won’t sell the email address you enter here,</strong> and we use the details on
          this form only to carry out and record your request.
        </li>
        <li>
          <strong>We can’t recall what advisors already have.</strong> If we passed your details to
          advisors before your request, we’ll forward your request to each of them and ask them to
          stop using your details and stop contacting you. To be sure an advisor stops, you can also
          tell them directly (for text messages, reply STOP).
        </li>
        <li>
          <strong>It doesn’t unsubscribe you from emails.</strong> Use the one-click unsubscribe
          link in any of our emails for that.
        </li>
      </ul>
      <p>
        We act on your request as soon as we can, and no later than 15 business days after we
        receive it. We don’t ask you to prove your identity to opt out.
      </p>

      <h2 id="make-your-request">Make your request</h2>
      <p>
        The same form takes a request to delete your information. We then delete your name, email
        address, phone number and city from your assessment submissions, with the notes written
        about you and the IP address and browser stored with your consent; delete your newsletter
        subscription, your account if you have one, and the copies of the emails we sent you; and
        ask every advisor who received your details to delete their copy. What remains can’t be
        linked to you by name or contact details: your score, age, state and the figures you
        entered, which we count in our statistics, and the consent records the law requires us to
        keep.
      </p>
      <p>
        Enter the email address you used on Wealthward. Your name is optional, but it helps us find
        every record that belongs to you, for example if you took the assessment more than once. If
        you used more than one email address, send a request for each. You may also make a request
        on someone else’s behalf as their authorized agent; email us with their signed permission.
      </p>
      {children}

      <h2 id="global-privacy-control">Global Privacy Control</h2>
      <p>
        If your browser or an extension sends a{' '}
        <a href="https://globalprivacycontrol.org/">Global Privacy Control</a> signal, we
        automatically treat it as an opt-out request for what you send from that browser. It also
        switches off our analytics. You don’t need to fill in this form as well, but doing so makes
        your opt-out apply to your email address on any device or browser.
      </p>

      <h2 id="questions">Questions</h2>
      <p>
        Email {email} about this request or any other privacy question, including requests to see,
        correct or delete your information. Our <a href="/privacy#your-rights">Privacy Policy</a>{' '}
        explains all your rights.
      </p>
    </>
  )
}
