/**
 * The demo advisor account (DECISIONS §6) and the leads the demo seed gives it, so the advisor
 * portal has a realistic pipeline to show without anyone filling in the assessment 40 times.
 *
 * Everything is invented: names drawn from common first and last names, addresses under the
 * reserved example.com domain, phone numbers in the 555-0100 to 555-0199 range kept for fiction,
 * and client addresses from the documentation ranges (RFC 5737). Scores come from the real
 * scoring. The same `now` always gives the same leads: the randomness is a seeded generator.
 */
import { DEMO_ADVISORS } from '~/features/advisors'
import {
  scoreAssessment,
  type AssessmentFinancials,
  type AssessmentResult,
  type LeadCategory,
} from '~/features/assessment'
import type { LeadEventType } from '~/db/vocabulary'
import type { LeadStatus, ReturnReason } from './portal-types'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '~/lib/time'

const firstAdvisor = DEMO_ADVISORS[0]!
const [advisorFirstName = 'Demo', ...advisorLastNames] = firstAdvisor.name.split(' ')

export const DEMO_ADVISOR_ACCOUNT = {
  email: 'advisor@wealthward.test',
  password: 'wealthward-demo-1',
  /** Two-step verification is on with this known key (base32), listed in the README. */
  totpSecret: 'DEMOADVISORWEALTHWARDTOTPSECRET2',
  firstName: advisorFirstName,
  lastName: advisorLastNames.join(' ') || 'Advisor',
  /** The demo advisor record the account speaks for (the first one). */
  crd: firstAdvisor.crd,
} as const

const ACTOR = `advisor:${DEMO_ADVISOR_ACCOUNT.email}`

export interface DemoLeadEvent {
  type: LeadEventType
  fromStatus: LeadStatus | null
  toStatus: LeadStatus | null
  note: string | null
  actor: string
  at: Date
}

export interface DemoConsent {
  phoneConsent: boolean
  ipAddress: string
  userAgent: string
  pageUrl: string
  consentedAt: Date
}

export interface DemoLead {
  firstName: string
  lastName: string
  email: string
  phone: string | null
  phoneConsent: boolean
  age: number
  city: string
  state: string
  numbers: AssessmentFinancials
  result: AssessmentResult
  matchedAt: Date
  /** Set when the visitor sent the assessment again within 24 hours (same lead, new numbers). */
  updatedAt: Date
  /** One per submission, oldest first. */
  consents: DemoConsent[]
  status: LeadStatus
  contactedAt: Date | null
  meetingScheduledAt: Date | null
  expectedAnnualRevenue: number | null
  /** Oldest first. */
  events: DemoLeadEvent[]
  returnRequest: { reason: ReturnReason; details: string; at: Date } | null
}

/** Mulberry32: a small seeded generator, so the demo data is the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const between = (min: number, max: number) => min + next() * (max - min)
  const whole = (min: number, max: number, step = 1) => Math.round(between(min, max) / step) * step
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy
  }
  return { next, between, whole, pick, shuffle }
}

type Random = ReturnType<typeof generator>

// prettier-ignore
const FIRST_NAMES = [
  'Aaliyah', 'Andre', 'Beatriz', 'Caleb', 'Camila', 'Darius', 'Delia', 'Emmett', 'Esther',
  'Felix', 'Gabriela', 'Grant', 'Hector', 'Imani', 'Isaac', 'Jasmine', 'Joaquin', 'Kendra',
  'Landon', 'Leticia', 'Malik', 'Marisol', 'Nathan', 'Nia', 'Omar', 'Paige', 'Quentin',
  'Renee', 'Rosalind', 'Samuel', 'Tamara', 'Trevor', 'Ursula', 'Vincent', 'Wanda', 'Xavier',
  'Yvonne', 'Zachary', 'Lucia', 'Dwayne', 'Priscilla', 'Curtis',
]

// prettier-ignore
const LAST_NAMES = [
  'Acosta', 'Bishop', 'Caldwell', 'Dominguez', 'Ellison', 'Fuentes', 'Garrison', 'Holloway',
  'Ibarra', 'Jennings', 'Kimball', 'Lozano', 'McBride', 'Navarro', 'Ortega', 'Pruitt', 'Quinn',
  'Ramos', 'Salazar', 'Thibodeaux', 'Underwood', 'Valdez', 'Whitfield', 'Yates', 'Zamora',
  'Benoit', 'Crenshaw', 'Delacroix', 'Espinoza', 'Fairbanks', 'Guidry', 'Hawthorne', 'Landry',
  'Montoya', 'Okafor', 'Pettaway', 'Redbird', 'Sandoval', 'Tran', 'Villarreal',
]

/** Cities in the first demo advisor's states (TX, OK, NM, LA, AR), with an area code each. */
const PLACES = [
  { city: 'Austin', state: 'TX', area: '512' },
  { city: 'San Antonio', state: 'TX', area: '210' },
  { city: 'Houston', state: 'TX', area: '713' },
  { city: 'Dallas', state: 'TX', area: '214' },
  { city: 'El Paso', state: 'TX', area: '915' },
  { city: 'Round Rock', state: 'TX', area: '512' },
  { city: 'Tulsa', state: 'OK', area: '918' },
  { city: 'Oklahoma City', state: 'OK', area: '405' },
  { city: 'Albuquerque', state: 'NM', area: '505' },
  { city: 'Las Cruces', state: 'NM', area: '575' },
  { city: 'Baton Rouge', state: 'LA', area: '225' },
  { city: 'New Orleans', state: 'LA', area: '504' },
  { city: 'Little Rock', state: 'AR', area: '501' },
  { city: 'Fayetteville', state: 'AR', area: '479' },
] as const

const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
]

const PAGE_URL = 'https://wealthward.example/investment-readiness'

const NURTURE_NOTES = [
  'Sent our retirement-readiness checklist; following up in two weeks.',
  'Wants to finish paying off the car loan before meeting. Check in next month.',
  'Interested in a Roth conversion discussion. Sent the intro guide.',
  'Asked for our fee schedule; emailed it with two client case studies.',
]
const QUALIFIED_NOTES = [
  'Good fit: wants a full plan and ongoing management.',
  'Household budget reviewed on the call; ready for a proposal.',
  'Wants help with a 401(k) rollover and college savings.',
]
const CONVERTED_NOTES = [
  'Signed the advisory agreement.',
  'Signed on for ongoing planning and management.',
  'Became a client after the second meeting.',
]
const LOST_NOTES = [
  'Decided to stay with their current adviser.',
  'Stopped replying after three follow-ups.',
  'Wants to focus on paying down debt first; not ready for advice.',
  'Chose a robo-adviser for now.',
]

// Draws numbers until the real scoring puts them in the wanted category (a few tries at most).
function profileFor(random: Random, wanted: LeadCategory) {
  for (;;) {
    const numbers = draw(random, wanted)
    const result = scoreAssessment(numbers)
    if (result.category === wanted) return { numbers, result }
  }
}

function draw(random: Random, category: LeadCategory): AssessmentFinancials {
  if (category === 'HOT') {
    const annualIncome = random.whole(80_000, 220_000, 1_000)
    const monthlyExpenses = random.whole((annualIncome / 12) * 0.5, (annualIncome / 12) * 0.78, 100)
    return {
      annualIncome,
      monthlyExpenses,
      totalDebt: random.next() < 0.5 ? 0 : random.whole(2_000, 25_000, 100),
      emergencyFund: random.whole(monthlyExpenses * 2, monthlyExpenses * 7, 500),
      investableAssets: random.whole(25_000, 500_000, 5_000),
      creditScore: random.whole(690, 820),
    }
  }
  if (category === 'WARM') {
    // Either a middling score, or a weaker one with $100,000 or more to invest.
    const wealthy = random.next() < 0.35
    const annualIncome = random.whole(52_000, 115_000, 1_000)
    const monthlyExpenses = random.whole((annualIncome / 12) * 0.55, (annualIncome / 12) * 0.8, 100)
    return {
      annualIncome,
      monthlyExpenses,
      totalDebt: random.whole(3_000, 28_000, 100),
      emergencyFund: random.whole(monthlyExpenses * 0.8, monthlyExpenses * 3.5, 100),
      investableAssets: wealthy
        ? random.whole(100_000, 320_000, 5_000)
        : random.whole(2_000, 60_000, 1_000),
      creditScore: random.whole(640, 740),
    }
  }
  const annualIncome = random.whole(34_000, 52_000, 1_000)
  return {
    annualIncome,
    monthlyExpenses: random.whole((annualIncome / 12) * 0.8, (annualIncome / 12) * 0.95, 100),
    totalDebt: random.whole(18_000, 42_000, 100),
    emergencyFund: random.whole(0, 900, 50),
    investableAssets: random.whole(0, 8_000, 500),
    creditScore: random.whole(560, 650),
  }
}

/** A weekday at a whole hour between 9 a.m. and 4 p.m. Central time (14:00–21:00 UTC). */
function businessHour(random: Random, notBefore: number): Date {
  const slot = new Date(notBefore)
  slot.setUTCHours(random.whole(14, 21), 0, 0, 0)
  if (slot.getTime() < notBefore) slot.setUTCDate(slot.getUTCDate() + 1)
  while (slot.getUTCDay() === 0 || slot.getUTCDay() === 6) slot.setUTCDate(slot.getUTCDate() + 1)
  return slot
}

/** The stages a lead passed through to reach `status`; a LOST lead is lost from `lostFrom`. */
function pathTo(status: LeadStatus, lostFrom: LeadStatus): LeadStatus[] {
  const forward: LeadStatus[] = ['CONTACTED', 'NURTURING', 'QUALIFIED', 'CONVERTED']
  const end = status === 'LOST' ? lostFrom : status
  const steps = end === 'NEW' ? [] : forward.slice(0, forward.indexOf(end) + 1)
  return status === 'LOST' ? [...steps, 'LOST'] : steps
}

// Newest leads first: the recent ones are mostly untouched, the older ones have run their course.
const RECENT_STATUSES: LeadStatus[] = [
  ...Array<LeadStatus>(8).fill('NEW'),
  ...Array<LeadStatus>(4).fill('CONTACTED'),
  'NURTURING',
  'NURTURING',
  'QUALIFIED',
  'LOST',
]
const OLDER_STATUSES: LeadStatus[] = [
  ...Array<LeadStatus>(3).fill('CONTACTED'),
  ...Array<LeadStatus>(5).fill('NURTURING'),
  ...Array<LeadStatus>(5).fill('QUALIFIED'),
  ...Array<LeadStatus>(6).fill('CONVERTED'),
  ...Array<LeadStatus>(5).fill('LOST'),
]
// Did not tick "advisors may call or text me" (the second also left the phone blank).
const WITHOUT_PHONE_CONSENT = new Set([4, 17, 28])
const WITHOUT_PHONE = 17

/** About 40 fictional leads matched to the demo advisor over the last 60 days, newest first. */
export function demoAdvisorLeads(now: Date): DemoLead[] {
  const random = generator(20_260_601)
  const recentCount = RECENT_STATUSES.length
  // 16 in the last 30 days and 24 before, so this month stays within the advisor's capacity.
  const ages = [
    ...Array.from({ length: recentCount }, (_, i) => 0.15 + (i * 29.5) / recentCount),
    ...Array.from({ length: OLDER_STATUSES.length }, (_, i) => 30.5 + (i * 29) / 24),
  ].map((days) => Math.max(0.05, days + random.between(-0.3, 0.3)))
  // The four newest stay NEW: nobody has had time to call them yet.
  const statuses = [
    ...RECENT_STATUSES.slice(0, 4),
    ...random.shuffle(RECENT_STATUSES.slice(4)),
    ...random.shuffle(OLDER_STATUSES),
  ]

  const names = random.shuffle(FIRST_NAMES)
  const surnames = random.shuffle(LAST_NAMES)
  let returnGiven = false

  return ages.map((days, index): DemoLead => {
    const status = statuses[index]!
    // Only HOT and WARM leads are sold (DECISIONS §3), so the portal never holds a COLD one.
    const wanted: LeadCategory = random.next() < 0.5 ? 'HOT' : 'WARM'
    const { numbers, result } = profileFor(random, wanted)
    const place = random.pick(PLACES)
    const firstName = names[index % names.length]!
    const lastName = surnames[index % surnames.length]!
    const phoneConsent = !WITHOUT_PHONE_CONSENT.has(index)
    const hasPhone = index !== WITHOUT_PHONE
    const matchedAt = new Date(now.getTime() - days * DAY_MS)
    const consent = (at: Date): DemoConsent => ({
      phoneConsent,
      ipAddress: `${index % 2 ? '198.51.100' : '203.0.113'}.${10 + index}`,
      userAgent: USER_AGENTS[index % USER_AGENTS.length]!,
      pageUrl: PAGE_URL,
      consentedAt: at,
    })

    const events: DemoLeadEvent[] = []
    const event = (at: Date, type: LeadEventType, extra: Partial<DemoLeadEvent> = {}) =>
      events.push({
        type,
        fromStatus: null,
        toStatus: null,
        note: null,
        actor: ACTOR,
        at,
        ...extra,
      })
    if (result.category === 'HOT' && random.next() < 0.4)
      event(new Date(matchedAt.getTime() + random.whole(2, 15) * MINUTE_MS), 'CONTACT_REQUESTED', {
        actor: 'visitor',
      })

    // Each stage a few days after the one before, squeezed to fit when the lead is recent.
    const lostFrom = random.pick<LeadStatus>(['NEW', 'CONTACTED', 'NURTURING', 'QUALIFIED'])
    const path = pathTo(status, lostFrom)
    const gaps = path.map((stage, i) =>
      i === 0 && stage === 'CONTACTED' ? random.between(0.1, 1.2) : random.between(1.5, 7),
    )
    const available = Math.max(0.05, days - 0.05)
    const scale = Math.min(
      1,
      available /
        Math.max(
          gaps.reduce((sum, gap) => sum + gap, 0),
          0.01,
        ),
    )
    const latest = now.getTime() - 2 * HOUR_MS
    let at = matchedAt.getTime()
    let previous: LeadStatus = 'NEW'
    let contactedAt: Date | null = null
    let meetingScheduledAt: Date | null = null
    let expectedAnnualRevenue: number | null = null
    for (const [i, stage] of path.entries()) {
      at =
        stage === 'CONVERTED' && meetingScheduledAt
          ? Math.max(
              at + HOUR_MS,
              Math.min(latest, meetingScheduledAt.getTime() + random.between(0.5, 4) * DAY_MS),
            )
          : at + gaps[i]! * scale * DAY_MS
      const when = new Date(at)
      let note: string | null = null
      if (stage === 'CONTACTED') {
        contactedAt = when
        const byPhone = phoneConsent && hasPhone && random.next() < 0.5
        event(when, 'CONTACTED', { note: byPhone ? 'phone' : 'email' })
      }
      if (stage === 'NURTURING' && random.next() < 0.6) note = random.pick(NURTURE_NOTES)
      if (stage === 'QUALIFIED') note = random.pick(QUALIFIED_NOTES)
      if (stage === 'CONVERTED') {
        note = random.pick(CONVERTED_NOTES)
        expectedAnnualRevenue = random.whole(3_000, 12_000, 100)
      }
      if (stage === 'LOST') note = random.pick(LOST_NOTES)
      event(when, 'STATUS_CHANGED', { fromStatus: previous, toStatus: stage, note })
      // A meeting is booked when the lead qualifies: held before a conversion, or still ahead.
      if (stage === 'QUALIFIED') {
        const ahead = path.includes('CONVERTED') ? random.between(1, 4) : random.between(2, 9)
        meetingScheduledAt = businessHour(random, at + ahead * DAY_MS)
        event(new Date(at + MINUTE_MS), 'MEETING_SCHEDULED', {
          note: meetingScheduledAt.toISOString(),
        })
      }
      previous = stage
    }

    let returnRequest: DemoLead['returnRequest'] = null
    if (!returnGiven && status === 'CONTACTED' && index < recentCount) {
      returnGiven = true
      const requested = new Date(Math.min(now.getTime() - HOUR_MS, at + 6 * HOUR_MS))
      const details = 'Two emails bounced: the address does not exist.'
      returnRequest = { reason: 'wrong-contact', details, at: requested }
      event(requested, 'RETURN_REQUESTED', { note: `Wrong contact details: ${details}` })
    }

    const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '')
    return {
      firstName,
      lastName,
      email: `${local}.${index + 10}@example.com`,
      phone: hasPhone ? `(${place.area}) 555-01${String(index + 10).padStart(2, '0')}` : null,
      phoneConsent,
      age: random.whole(24, 67),
      city: place.city,
      state: place.state,
      numbers,
      result,
      matchedAt,
      updatedAt: matchedAt,
      consents: [consent(matchedAt)],
      status,
      contactedAt,
      meetingScheduledAt,
      expectedAnnualRevenue,
      events: events.sort((a, b) => a.at.getTime() - b.at.getTime()),
      returnRequest,
    }
  })
}
