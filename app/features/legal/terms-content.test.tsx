import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { SIGNUP_STARTED_MESSAGE } from '~/features/auth/messages'
import { TermsContent } from './terms-content'

const text = renderToStaticMarkup(<TermsContent />).replace(/\s+/g, ' ')

test('the terms say a sign-up with a password is confirmed by an emailed link, as the sign-up page does', () => {
  expect(text).toContain(
    'You can sign up with an email address and password, which you confirm with the link we email you',
  )
  expect(SIGNUP_STARTED_MESSAGE).toMatch(/^Check your email to finish/)
})
