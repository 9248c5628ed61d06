import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createMatchedLead } from '../../tests/advisor-portal'
import { createAdvisor, createUserWithSession } from '../../tests/factories'
import { setUpTestDatabase } from '../../tests/test-database'
import { LEAD_STATUSES } from './vocabulary'

const { db } = await setUpTestDatabase()

/** PostgreSQL's check_violation, however the driver wraps it. */
const CHECK_VIOLATION = '23514'

async function sqlStateOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement
  } catch (error) {
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code
      if (typeof code === 'string') return code
    }
    throw error
  }
  return undefined
}

test('the database refuses a lead status outside the pipeline', async () => {
  const advisor = await createAdvisor(db)
  const lead = await createMatchedLead(db, advisor.id)
  expect(
    await sqlStateOf(db.execute(sql`update leads set status = 'ARCHIVED' where id = ${lead.id}`)),
  ).toBe(CHECK_VIOLATION)
  expect(
    await sqlStateOf(
      db.execute(sql`update lead_matches set status = 'won' where lead_id = ${lead.id}`),
    ),
  ).toBe(CHECK_VIOLATION)
})

test('every pipeline stage is accepted by the database', async () => {
  const advisor = await createAdvisor(db)
  const lead = await createMatchedLead(db, advisor.id)
  for (const status of LEAD_STATUSES)
    expect(
      await sqlStateOf(
        db.execute(sql`update lead_matches set status = ${status} where lead_id = ${lead.id}`),
      ),
    ).toBeUndefined()
})

test('the database refuses an unknown category, event type, return reason and role', async () => {
  const advisor = await createAdvisor(db)
  const lead = await createMatchedLead(db, advisor.id)
  const { user } = await createUserWithSession(db)
  const refused = [
    sql`update leads set category = 'LUKEWARM' where id = ${lead.id}`,
    sql`update leads set readiness_level = 'Almost' where id = ${lead.id}`,
    sql`insert into lead_events (lead_id, advisor_id, type, actor) values (${lead.id}, ${advisor.id}, 'PRIVACY', 'system')`,
    sql`insert into lead_returns (lead_id, advisor_id, reason) values (${lead.id}, ${advisor.id}, 'changed-mind')`,
    sql`update users set role = 'owner' where id = ${user.id}`,
  ]
  for (const statement of refused)
    expect(await sqlStateOf(db.execute(statement))).toBe(CHECK_VIOLATION)
})
