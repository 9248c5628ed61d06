import type { FormMetadata } from '@conform-to/react'
import { useId } from 'react'
import { FieldMessage, firstError, TextAreaField, TextField } from '~/ui/form'
import { HoneypotField } from '~/ui/honeypot-field'
import { ADVISOR_PAYMENT_DISCLOSURE, INTRODUCE_LABEL, SCORE_ONLY_LABEL } from '~/features/legal'
import type { AdvisorApplicationInput } from './application-schema'
import { ADVISOR_MONTHLY_PRICE } from './pricing'
import { StatesFieldset } from './states-fieldset'

const sectionHeading = 'text-2xl font-bold text-slate-900'

/** What partners get, the plan, how matching works and our compliance commitments. */
export function PartnerPageContent() {
  return (
    <div className="space-y-12 text-slate-700">
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className={sectionHeading}>
          What partners get
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5">
          <li>
            Leads from people who completed our Investment Readiness assessment: their answers,
            their score and what they said they want help with.
          </li>
          <li>
            Only HOT and WARM leads. People who score COLD are not passed to any advisor; they get
            our education track instead.
          </li>
          <li>
            Only visitors who chose “{INTRODUCE_LABEL}”. Those who choose “{SCORE_ONLY_LABEL}” are
            never leads and are never passed to anyone.
          </li>
          <li>
            Every lead gave consent to be contacted by up to 5 advisors, and you can see exactly
            what they agreed to and when.
          </li>
          <li>
            Matched to you by the states you are registered in, your minimum investable assets and
            the monthly capacity you choose.
          </li>
        </ul>
      </section>

      <section
        id="pricing"
        aria-labelledby="pricing-heading"
        className="scroll-mt-20 rounded-2xl border-2 border-blue-700 bg-blue-50 p-6"
      >
        <h2 id="pricing-heading" className={sectionHeading}>
          The partner plan
        </h2>
        <p className="mt-3">
          <span className="text-4xl font-bold text-slate-900">${ADVISOR_MONTHLY_PRICE}</span>{' '}
          <span className="text-lg">a month</span>
        </p>
        <p className="mt-2">
          A flat fee of ${ADVISOR_MONTHLY_PRICE} a month per advisor, the same however many leads
          you receive and whether or not anyone becomes your client.
        </p>
        <ul className="mt-4 list-disc space-y-2 pl-5">
          <li>A monthly lead capacity for each advisor, set when you join (1 to 200 leads).</li>
          <li>Each new lead is delivered to you by an email alert as soon as it is matched.</li>
        </ul>
      </section>

      <section aria-labelledby="matching-heading">
        <h2 id="matching-heading" className={sectionHeading}>
          How matching works
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5">
          <li>
            A visitor completes the assessment and chooses to be introduced to advisors, agreeing to
            be contacted by them.
          </li>
          <li>
            If the visitor scores HOT or WARM, we look for advisors who are active, registered in
            the visitor’s state, whose minimum investable assets are no more than the visitor’s, and
            who have lead capacity left this month.
          </li>
          <li>
            Up to 5 advisors are matched, starting with those who have received the fewest leads
            this calendar month and, among equals, those who have waited longest.
          </li>
          <li>
            If the same person submits again within 24 hours, their lead is updated rather than sold
            a second time.
          </li>
        </ol>
      </section>

      <section aria-labelledby="claims-heading" data-disclosure="advisor-claims">
        <h2 id="claims-heading" className={sectionHeading}>
          What you may and may not say about being matched
        </h2>
        <p className="mt-3">
          Wherever we show you to a visitor, on their results page and in their confirmation email,
          we tell them: “{ADVISOR_PAYMENT_DISCLOSURE}” Under the SEC Marketing Rule (rule 206(4)-1)
          you answer for how you present an introduction you paid for, so what you say about it must
          match what we tell them.
        </p>
        <h3 className="mt-5 text-lg font-semibold text-slate-900">You may</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5">
          <li>
            Say that you received the person’s details from Wealthward, a lead-generation service
            that you pay a flat ${ADVISOR_MONTHLY_PRICE} a month for introductions.
          </li>
          <li>
            Describe your own firm, services, fees and registration, and point the person to your
            Form ADV and the SEC’s Investment Adviser Public Disclosure site.
          </li>
        </ul>
        <h3 className="mt-5 text-lg font-semibold text-slate-900">You may not</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5">
          <li>
            Say or suggest that Wealthward recommends, endorses, rates, ranks, vetted or chose you,
            or that being matched says anything about your skill, performance or suitability for the
            person. Matching looks only at state registration, account minimums and capacity.
          </li>
          <li>
            Present the introduction, the visitor’s score or anything on our site as a testimonial,
            a review or a rating of you, or use Wealthward’s name in your advertising.
          </li>
          <li>Hide that you pay for the introduction, or describe it as free of conflicts.</li>
          <li>
            Call or text a lead who did not give phone and text consent, or keep contacting anyone
            who asks you to stop.
          </li>
        </ul>
      </section>

      <section aria-labelledby="compliance-heading">
        <h2 id="compliance-heading" className={sectionHeading}>
          Compliance commitments
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5">
          <li>
            Every lead carries a consent record: the disclosure text and its version, the time, the
            IP address, the browser and the page where consent was given.
          </li>
          <li>
            Phone and text contact only when the visitor ticked a separate box for it; otherwise the
            lead is for email contact only and the phone number is not shared.
          </li>
          <li>
            We honor the Global Privacy Control signal and “Do Not Sell or Share” requests, and pass
            opt-outs on to advisors who already received the lead.
          </li>
          <li>
            Leads are introductions, not endorsements or testimonials: Wealthward does not recommend
            any advisor to the visitor. Partners are responsible for their own communications under
            the SEC Marketing Rule and their state regulators’ rules.
          </li>
        </ul>
      </section>
    </div>
  )
}

export function PartnerApplicationFields({
  values,
  fields,
}: {
  /** What was posted, for the boxes to tick again (the text fields take theirs from Conform). */
  values: Record<string, string | string[]>
  /** Conform's fields of the application form (`useForm` with `AdvisorApplicationSchema`). */
  fields: ReturnType<FormMetadata<AdvisorApplicationInput, string[]>['getFieldset']>
}) {
  const chosenStates = Array.isArray(values.states) ? values.states : []
  const confirmError = useId()
  const registeredError = firstError(fields.registeredAdviser)
  return (
    <>
      <HoneypotField id="ria-website" />
      <TextField field={fields.firmName} label="Firm name" autoComplete="organization" required />
      <TextField
        field={fields.crd}
        label="CRD number"
        inputMode="numeric"
        required
        hint="Your firm’s Central Registration Depository number, 1 to 8 digits."
      />
      <TextField field={fields.contactName} label="Contact name" autoComplete="name" required />
      <TextField
        field={fields.email}
        label="Business email"
        type="email"
        autoComplete="email"
        required
      />
      <TextField field={fields.phone} label="Phone (optional)" type="tel" autoComplete="tel" />
      <TextField
        field={fields.firmWebsite}
        label="Website (optional)"
        inputMode="url"
        autoComplete="url"
        placeholder="example.com"
      />
      <StatesFieldset
        legend="States registered"
        hint="Tick every state where your firm is registered to do business."
        chosen={chosenStates}
        error={firstError(fields.states)}
      />
      <TextField
        field={fields.minAssets}
        label="Minimum investable assets (US dollars)"
        inputMode="numeric"
        required
        hint="The smallest investable assets of a lead you will take, in whole dollars, like 100000."
      />
      <TextField
        field={fields.monthlyCapacity}
        label="Monthly lead capacity"
        type="number"
        min={1}
        max={200}
        step={1}
        required
        hint="How many leads a month you want, from 1 to 200."
      />
      <TextAreaField field={fields.message} label="Message (optional)" rows={4} maxLength={2000} />
      <div>
        <label className="flex items-start gap-2 text-slate-800">
          <input
            id="field-registeredAdviser"
            type="checkbox"
            name="registeredAdviser"
            required
            defaultChecked={values.registeredAdviser === 'on'}
            aria-invalid={registeredError ? true : undefined}
            aria-describedby={registeredError ? confirmError : undefined}
            className="mt-1 h-4 w-4"
          />
          <span>
            I confirm that my firm is a registered investment adviser (registered with the SEC or a
            state securities regulator).
          </span>
        </label>
        <FieldMessage id={confirmError} message={registeredError} />
      </div>
    </>
  )
}
