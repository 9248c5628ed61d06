import { formText } from '~/lib/http/form-text'
/** What an advisor form shows: text fields as typed, `states` as a list. */
export type AdvisorFormValues = Record<string, string | string[]>

/**
 * A posted form as the schema reads it (`raw`) and as the form shows it again after an error
 * (`values`, without the intent). Fields in `lists` keep every value.
 */
export function readForm(formData: FormData, lists: readonly string[] = ['states']) {
  const raw: Record<string, unknown> = {}
  const values: AdvisorFormValues = {}
  for (const key of new Set(formData.keys())) {
    const value = lists.includes(key)
      ? formData.getAll(key).map(String)
      : formText(formData.get(key))
    raw[key] = value
    if (key !== 'intent') values[key] = value
  }
  return { raw, values }
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** A stored advisor in the edit form. */
export function advisorFormValues(advisor: {
  name: string
  firm: string
  crd: string
  email: string
  phone: string | null
  website: string | null
  city: string
  state: string
  states: string[]
  minAssets: number
  monthlyCapacity: number
  bio: string | null
}): AdvisorFormValues {
  return {
    name: advisor.name,
    firm: advisor.firm,
    crd: advisor.crd,
    email: advisor.email,
    phone: text(advisor.phone),
    website: text(advisor.website),
    city: advisor.city,
    state: advisor.state,
    states: [...advisor.states],
    minAssets: text(advisor.minAssets),
    monthlyCapacity: text(advisor.monthlyCapacity),
    bio: text(advisor.bio),
  }
}

/**
 * An application as the advisor it would become: the contact is the advisor. The application
 * does not ask for the office's city; its state is prefilled when the firm serves one state.
 */
export function applicationFormValues(application: {
  firmName: string
  crd: string
  contactName: string
  email: string
  phone: string | null
  website: string | null
  states: string[]
  minAssets: number
  monthlyCapacity: number
}): AdvisorFormValues {
  return {
    name: application.contactName,
    firm: application.firmName,
    crd: application.crd,
    email: application.email,
    phone: text(application.phone),
    website: text(application.website),
    city: '',
    state: application.states.length === 1 ? application.states[0]! : '',
    states: [...application.states],
    minAssets: text(application.minAssets),
    monthlyCapacity: text(application.monthlyCapacity),
    bio: '',
  }
}
