/**
 * Which time zone a meeting time is shown in: the advisor's (their office's state) and the lead's
 * (their state), each named. Pure: used on the server and in the browser.
 */
import { US_STATES } from '~/features/assessment'
import { formatDateTime } from '~/lib/zoned-time'

const NEW_YORK = 'America/New_York'
const CHICAGO = 'America/Chicago'
const DENVER = 'America/Denver'
const LOS_ANGELES = 'America/Los_Angeles'

/**
 * Each state's time zone: the one most of its people live in. The states in SPLIT_STATES have
 * places on another zone (El Paso in Texas, the Florida panhandle …).
 */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: CHICAGO,
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: CHICAGO,
  CA: LOS_ANGELES,
  CO: DENVER,
  CT: NEW_YORK,
  DE: NEW_YORK,
  FL: NEW_YORK,
  GA: NEW_YORK,
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: CHICAGO,
  IN: 'America/Indiana/Indianapolis',
  IA: CHICAGO,
  KS: CHICAGO,
  KY: NEW_YORK,
  LA: CHICAGO,
  ME: NEW_YORK,
  MD: NEW_YORK,
  MA: NEW_YORK,
  MI: 'America/Detroit',
  MN: CHICAGO,
  MS: CHICAGO,
  MO: CHICAGO,
  MT: DENVER,
  NE: CHICAGO,
  NV: LOS_ANGELES,
  NH: NEW_YORK,
  NJ: NEW_YORK,
  NM: DENVER,
  NY: NEW_YORK,
  NC: NEW_YORK,
  ND: CHICAGO,
  OH: NEW_YORK,
  OK: CHICAGO,
  OR: LOS_ANGELES,
  PA: NEW_YORK,
  RI: NEW_YORK,
  SC: NEW_YORK,
  SD: CHICAGO,
  TN: CHICAGO,
  TX: CHICAGO,
  UT: DENVER,
  VT: NEW_YORK,
  VA: NEW_YORK,
  WA: LOS_ANGELES,
  WV: NEW_YORK,
  WI: CHICAGO,
  WY: DENVER,
}

/** States with places on more than one time zone (Arizona's Navajo Nation keeps daylight time). */
const SPLIT_STATES = new Set([
  'AK',
  'AZ',
  'FL',
  'ID',
  'IN',
  'KS',
  'KY',
  'MI',
  'NE',
  'NV',
  'ND',
  'OR',
  'SD',
  'TN',
  'TX',
])

const STATE_NAMES: Record<string, string> = Object.fromEntries(US_STATES)

/** A state's time zone and whether the whole state keeps it; null for a code we do not know. */
export function stateTimeZone(state: string): { timeZone: string; wholeState: boolean } | null {
  const timeZone = STATE_TIME_ZONES[state]
  return timeZone ? { timeZone, wholeState: !SPLIT_STATES.has(state) } : null
}

/** The time zone the advisor works in: their office's state's (UTC when it is not a US state). */
export const advisorTimeZone = (officeState: string) =>
  stateTimeZone(officeState)?.timeZone ?? 'UTC'

export interface MeetingTimes {
  /** In the advisor's time zone, with the zone's abbreviation ("Jun 2, 2027, 1:30 PM CDT"). */
  advisor: { text: string; timeZone: string }
  /** In the lead's, when their state keeps one zone; otherwise why it is not known. */
  lead: { text: string; timeZone: string; state: string } | { unknown: string }
}

/** A meeting's time for the advisor and for the lead, each saying which zone it is in. */
export function meetingTimes(iso: string, officeState: string, leadState: string): MeetingTimes {
  const own = advisorTimeZone(officeState)
  const theirs = stateTimeZone(leadState)
  const name = STATE_NAMES[leadState] ?? leadState
  return {
    advisor: { text: formatDateTime(iso, own), timeZone: own },
    lead:
      theirs?.wholeState === true
        ? { text: formatDateTime(iso, theirs.timeZone), timeZone: theirs.timeZone, state: name }
        : {
            unknown: theirs
              ? `${name} spans more than one time zone, so the lead’s local time is not known.`
              : 'The lead’s time zone is not known.',
          },
  }
}
