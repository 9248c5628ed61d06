import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, data, redirect, useNavigation } from 'react-router'
import { getConfig } from '~/config.server'
import { db } from '~/db/client.server'
import {
  NEWSLETTER_FAILURE_MESSAGE,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_TOO_MANY_MESSAGE,
  type NewsletterAnswer,
} from '~/features/newsletter/messages'
import { signUp } from '~/features/newsletter/newsletter.server'
import {
  NEWSLETTER_SOURCES,
  NewsletterSubscribeSchema,
  type NewsletterSource,
} from '~/features/newsletter/schema'
import { problemsOf } from '~/lib/form-answer'
import { serverActionOr } from '~/lib/http/fetcher'
import { readFormData } from '~/lib/http/form.server'
import { formText } from '~/lib/http/form-text'
import { safeRedirectPath, safeRedirectPathOfUrl } from '~/lib/security/redirect'
import { pageMeta, siteUrlFrom } from '~/seo/meta'
import type { SitemapHandle } from '~/seo/sitemap.server'
import { ErrorSummary, TextField, useLastResult } from '~/ui/form'
import { HoneypotField } from '~/ui/honeypot-field'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/newsletter'

export const handle: SitemapHandle = { sitemap: false }

const sourceOf = (value: unknown): NewsletterSource =>
  NEWSLETTER_SOURCES.find((source) => source === value) ?? 'home'

/** The form on this page signs up as the page it came from (`?source=`, `?returnTo=`). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  return {
    source: sourceOf(params.get('source')),
    returnTo: safeRedirectPath(params.get('returnTo'), '/'),
  }
}

/**
 * Every newsletter form of the site posts here: the home page's, the blog's and the calculators',
 * through a fetcher with JavaScript and as a plain post without it. A plain post that signs up
 * goes back to its page with `?newsletter=subscribed`; one with a problem gets this page, with the
 * message beside the address as typed. API clients use POST /api/newsletter/subscribe.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request)
  const submission = parseWithZod(formData, { schema: NewsletterSubscribeSchema })
  if (submission.status !== 'success') {
    return data<NewsletterAnswer>(
      {
        ok: false,
        ...problemsOf(submission),
        values: {
          email: formText(submission.payload.email),
          source: sourceOf(submission.payload.source),
          returnTo: returnPath(request, formText(submission.payload.returnTo)),
        },
      },
      { status: 400 },
    )
  }
  const config = getConfig()
  await signUp(db(), submission.value, {
    siteUrl: config.SITE_URL,
    postalAddress: config.COMPANY_POSTAL_ADDRESS,
  })
  if (isPlainFormPost(request)) return redirectBack(request, submission.value.returnTo)
  // The same answer whether the address was new or known, so the form cannot reveal who subscribed.
  return data<NewsletterAnswer>(
    { ok: true, message: NEWSLETTER_SUCCESS_MESSAGE },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

/** The forms' fetchers: an answer that never arrived shows the form's own failure message. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, (status): NewsletterAnswer => ({
    ok: false,
    fieldErrors: {},
    formError: status === 429 ? NEWSLETTER_TOO_MANY_MESSAGE : NEWSLETTER_FAILURE_MESSAGE,
  }))
}

/** A post the browser made as a page load (no JavaScript), not a fetcher's. */
function isPlainFormPost(request: Request) {
  return (
    request.headers.get('sec-fetch-mode') === 'navigate' ||
    (request.headers.get('accept') ?? '').includes('text/html')
  )
}

/** The form's page: its `returnTo`, else the Referer, else home; a path on this site only. */
function returnPath(request: Request, returnTo?: string) {
  const back = safeRedirectPathOfUrl(request.headers.get('referer'), '/')
  return safeRedirectPath(returnTo || back, '/')
}

/** Back to the form's page, saying it worked. */
function redirectBack(request: Request, returnTo?: string) {
  const target = new URL(returnPath(request, returnTo), 'http://local')
  target.searchParams.set('newsletter', 'subscribed')
  return redirect(`${target.pathname}${target.search}#newsletter`, 303)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Weekly Financial Tips',
    description:
      'Sign up for one practical tip a week on paying off debt, budgeting and investing, plus a free Excel debt tracker.',
    path: '/newsletter',
    siteUrl: siteUrlFrom(matches),
    robots: 'noindex, follow',
  })

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const refused = actionData && !actionData.ok ? actionData : undefined
  const lastResult = useLastResult(refused)
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsletterSubscribeSchema }),
    shouldRevalidate: 'onInput',
  })
  const source = refused?.values?.source ?? loaderData.source
  const returnTo = refused?.values?.returnTo ?? loaderData.returnTo
  return (
    <>
      <PageHeader
        title="Weekly Financial Tips"
        intro="One practical tip a week on paying off debt, budgeting and investing, plus a free Excel debt tracker when you join. Unsubscribe with one click at any time."
      />
      <div id="newsletter" className="mx-auto max-w-xl px-4 py-10">
        {actionData?.ok ? (
          <p
            role="status"
            className="rounded-lg border border-green-300 bg-green-50 p-4 font-medium text-green-900"
          >
            {actionData.message}
          </p>
        ) : (
          <Form method="post" className="space-y-4" {...getFormProps(form)}>
            <ErrorSummary form={form} lastResult={lastResult} />
            <input type="hidden" name="source" value={source} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <HoneypotField id="newsletter-page-website" />
            <TextField
              field={fields.email}
              label="Email address"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Subscribing…' : 'Subscribe'}
            </button>
          </Form>
        )}
      </div>
    </>
  )
}
