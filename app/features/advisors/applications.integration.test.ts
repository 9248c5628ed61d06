import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { readOutbox } from '../../../tests/outbox'
import { callPage, callRoute, formRequest, jsonRequest } from '../../../tests/route-call'
import { setUpTestDatabase } from '../../../tests/test-database'
import { advisorApplications } from '~/db/schema'
import { ONE_LINE_MESSAGE, PLAIN_TEXT_MESSAGE } from '~/lib/fields'

const { db, dataDir } = await setUpTestDatabase()
const apiRoute = await import('~/routes/api.ria.applications')
const pageRoute = await import('~/routes/ria')

const validApplication = (email: string) => ({
  firmName: 'Harbor Point Wealth',
  crd: '1234567',
  contactName: 'Dana Whitfield',
  email,
  phone: '(555) 201-3344',
  firmWebsite: 'https://harborpoint.example.com',
  states: ['TX', 'CA', 'TX'],
  minAssets: 250000,
  monthlyCapacity: 20,
  message: 'We focus on pre-retirees.',
  registeredAdviser: true,
})

const post = (body: unknown) =>
  callRoute(apiRoute.action, jsonRequest('/api/ria/applications', body))

async function rowsFor(email: string) {
  return db.select().from(advisorApplications).where(eq(advisorApplications.email, email))
}

test('the API stores a pending application and emails the applicant that it is under review', async () => {
  const response = await post(validApplication('Dana@HarborPoint.example.com'))
  expect(response.status).toBe(201)
  const body = (await response.json()) as { id: string; message: string }
  expect(body.message).toMatch(/under review/)

  const [row] = await rowsFor('dana@harborpoint.example.com')
  expect(row).toMatchObject({
    id: body.id,
    firmName: 'Harbor Point Wealth',
    crd: '1234567',
    contactName: 'Dana Whitfield',
    phone: '(555) 201-3344',
    website: 'https://harborpoint.example.com',
    states: ['CA', 'TX'],
    minAssets: 250000,
    monthlyCapacity: 20,
    message: 'We focus on pre-retirees.',
    status: 'pending',
  })
  expect(row!.createdAt).toBeInstanceOf(Date)

  const messages = readOutbox(dataDir, 'dana@harborpoint.example.com')
  expect(messages).toHaveLength(1)
  expect(messages[0]).toContain('Subject: Your Wealthward partner application is under review')
  expect(messages[0]).toContain('CRD 1234567')
})

test('the API answers 400 with an error for each bad field and stores nothing', async () => {
  const response = await post({
    firmName: '',
    crd: '123456789',
    contactName: 'Al',
    email: 'not-an-email',
    firmWebsite: 'ftp://example.com',
    states: ['ZZ'],
    minAssets: -5,
    monthlyCapacity: 500,
    message: 'x'.repeat(2001),
    registeredAdviser: false,
  })
  expect(response.status).toBe(400)
  const body = (await response.json()) as { fieldErrors: Record<string, string> }
  expect(
    Object.keys(body.fieldErrors)
      .map((k) => k.split('.')[0])
      .sort(),
  ).toEqual(
    [
      'crd',
      'email',
      'firmName',
      'firmWebsite',
      'message',
      'minAssets',
      'monthlyCapacity',
      'registeredAdviser',
      'states',
    ].sort(),
  )
  expect(body.fieldErrors.crd).toBe('A CRD number is 1 to 8 digits')
  expect(await rowsFor('not-an-email')).toHaveLength(0)
})

test('an application with no states or capacity is refused', async () => {
  const { states: _states, monthlyCapacity: _capacity, ...rest } = validApplication('x@example.com')
  const response = await post({ ...rest, states: [] })
  expect(response.status).toBe(400)
  const body = (await response.json()) as { fieldErrors: Record<string, string> }
  expect(body.fieldErrors.states).toMatch(/at least one state/)
  expect(body.fieldErrors.monthlyCapacity).toMatch(/1 to 200/)
})

test('a filled honeypot gets the same 201 answer but nothing is stored or sent', async () => {
  const response = await post({ ...validApplication('bot@example.com'), website: 'spam.example' })
  expect(response.status).toBe(201)
  expect(await response.json()).toMatchObject({ id: expect.any(String) })
  expect(await rowsFor('bot@example.com')).toHaveLength(0)
  expect(readOutbox(dataDir, 'bot@example.com')).toHaveLength(0)
})

test('the API refuses other methods and other content types', async () => {
  expect(
    (await callRoute(apiRoute.loader, new Request('http://localhost:3000/api/ria/applications')))
      .status,
  ).toBe(405)
  const form = await callRoute(
    apiRoute.action,
    formRequest('/api/ria/applications', [['firmName', 'X']]),
  )
  expect(form.status).toBe(415)
})

const formFields = (email: string): [string, string][] => [
  ['firmName', 'Prairie Ridge Advisors'],
  ['crd', '98765'],
  ['contactName', 'Sam Ortega'],
  ['email', email],
  ['phone', ''],
  ['firmWebsite', ''],
  ['states', 'KS'],
  ['states', 'MO'],
  ['minAssets', '100,000'],
  ['monthlyCapacity', '15'],
  ['message', ''],
  ['registeredAdviser', 'on'],
  ['website', ''],
]

type ActionData = {
  ok: boolean
  fieldErrors: Record<string, string>
  values: Record<string, string | string[]>
}

test('the page form stores the application and answers with a success message', async () => {
  const answer = await callPage<ActionData>(
    pageRoute.action,
    formRequest('/ria', formFields('sam@prairieridge.example.com')),
  )
  expect(answer.status).toBe(200)
  expect(answer.data?.ok).toBe(true)
  const [row] = await rowsFor('sam@prairieridge.example.com')
  expect(row).toMatchObject({
    states: ['KS', 'MO'],
    minAssets: 100000,
    monthlyCapacity: 15,
    phone: null,
    website: null,
    message: null,
    status: 'pending',
  })
  expect(readOutbox(dataDir, 'sam@prairieridge.example.com')).toHaveLength(1)
})

test('the page form answers 400 with field errors and keeps what was typed', async () => {
  const fields = formFields('sam2@prairieridge.example.com')
    .filter(([name]) => name !== 'registeredAdviser' && name !== 'states')
    .map(([name, value]): [string, string] => (name === 'crd' ? [name, '12ab'] : [name, value]))
  const answer = await callPage<ActionData>(pageRoute.action, formRequest('/ria', fields))
  expect(answer.status).toBe(400)
  expect(answer.data?.ok).toBe(false)
  expect(Object.keys(answer.data!.fieldErrors).sort()).toEqual(
    ['crd', 'registeredAdviser', 'states'].sort(),
  )
  expect(answer.data).toMatchObject({ formError: null })
  expect(answer.data?.values).toMatchObject({
    firmName: 'Prairie Ridge Advisors',
    crd: '12ab',
    minAssets: '100,000',
  })
  expect(await rowsFor('sam2@prairieridge.example.com')).toHaveLength(0)
})

test('control characters get a message beside their field: a tab in a name, NUL in the message', async () => {
  const email = 'sam3@prairieridge.example.com'
  const fields = formFields(email).map(([name, value]): [string, string] =>
    name === 'contactName'
      ? [name, 'Sam\tOrtega']
      : name === 'message'
        ? [name, 'Line one\r\nline two \u0000 hidden']
        : [name, value],
  )
  const answer = await callPage<ActionData>(pageRoute.action, formRequest('/ria', fields))
  expect(answer.status).toBe(400)
  expect(answer.data?.fieldErrors).toEqual({
    contactName: ONE_LINE_MESSAGE,
    message: PLAIN_TEXT_MESSAGE,
  })
  expect(answer.data?.values).toMatchObject({ firmName: 'Prairie Ridge Advisors' })
  expect(await rowsFor(email)).toHaveLength(0)

  // Line breaks in the message are what a textarea sends: they are kept.
  const multiLine = formFields(email).map(([name, value]): [string, string] =>
    name === 'message' ? [name, 'Line one\r\nLine two'] : [name, value],
  )
  expect((await callPage(pageRoute.action, formRequest('/ria', multiLine))).status).toBe(200)
  expect((await rowsFor(email))[0]?.message).toBe('Line one\r\nLine two')
})

test('the page form with a filled honeypot looks successful but stores and sends nothing', async () => {
  const fields = formFields('bot2@example.com').map(([name, value]): [string, string] =>
    name === 'website' ? [name, 'http://spam.example'] : [name, value],
  )
  const answer = await callPage<ActionData>(pageRoute.action, formRequest('/ria', fields))
  expect(answer.data?.ok).toBe(true)
  expect(await rowsFor('bot2@example.com')).toHaveLength(0)
  expect(readOutbox(dataDir, 'bot2@example.com')).toHaveLength(0)
})
