import { expect, test } from 'vitest'
import { parseConfig } from '~/config.server'
import { providerSettings } from './oauth.server'

test('a provider is available only when both its client id and secret are set', () => {
  expect(providerSettings('google', parseConfig({}))).toBeNull()
  expect(providerSettings('google', parseConfig({ GOOGLE_CLIENT_ID: 'id' }))).toBeNull()
  expect(providerSettings('facebook', parseConfig({ FACEBOOK_CLIENT_SECRET: 'secret' }))).toBeNull()
  const google = providerSettings(
    'google',
    parseConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }),
  )
  expect(google).toMatchObject({ clientId: 'id', scopes: ['openid', 'email', 'profile'] })
  const facebook = providerSettings(
    'facebook',
    parseConfig({ FACEBOOK_CLIENT_ID: 'app', FACEBOOK_CLIENT_SECRET: 'secret' }),
  )
  expect(facebook).toMatchObject({ clientId: 'app', scopes: ['email', 'public_profile'] })
})
