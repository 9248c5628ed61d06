import { expect, test } from 'vitest'
import { AdvisorApplicationSchema } from './application-schema'

const application = {
  firmName: 'Prairie Wealth Partners',
  crd: '123456',
  contactName: 'Dana Reyes',
  email: 'dana@example.com',
  states: ['TX'],
  minAssets: '100000',
  monthlyCapacity: '20',
  registeredAdviser: 'on',
}

test('the partner application takes a bare domain as the website and stores it with https://', () => {
  const parsed = AdvisorApplicationSchema.parse({ ...application, firmWebsite: 'example.com' })
  expect(parsed.firmWebsite).toBe('https://example.com')
  const refused = AdvisorApplicationSchema.safeParse({ ...application, firmWebsite: 'not a site' })
  expect(refused.error?.issues[0]).toMatchObject({
    path: ['firmWebsite'],
    message: 'Enter your website’s address, like example.com',
  })
})
