import { expect, test } from 'vitest'
import { problemsOf } from '~/lib/form-answer'
import {
  EMPTY_POST_FORM,
  parsePostForm,
  postFieldLabel,
  postFormErrors,
  postFormValuesFrom,
  postInputFrom,
  slugFromTitle,
} from './post-form'
import { BlogPostInputSchema } from './schema'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

test('a slug is made from the title: lowercase words joined by hyphens, at most 120 characters', () => {
  expect(slugFromTitle('Roth vs. Traditional: Today’s Tax Rate & Tomorrow’s')).toBe(
    'roth-vs-traditional-todays-tax-rate-and-tomorrows',
  )
  expect(slugFromTitle('  Café crème — a 401(k) primer  ')).toBe('cafe-creme-a-401k-primer')
  expect(slugFromTitle('-Leading and trailing-')).toBe('leading-and-trailing')
  const long = slugFromTitle('word '.repeat(60))
  expect(long.length).toBeLessThanOrEqual(120)
  expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
})

test('the posted form becomes the API body: blanks left out, lists split, UTC time made ISO', () => {
  const values = postFormValuesFrom(
    form({
      title: 'How to build a sinking fund',
      slug: '',
      subtitle: '  ',
      category: 'Budgeting',
      keywords: 'sinking fund, , irregular bills ,',
      tags: '',
      markdown: '## One\n\nTwo.',
      status: 'scheduled',
      scheduledAt: '2026-12-01T09:30',
      isPinned: 'on',
      'takeaways.0': '',
      'takeaways.1': 'Divide each yearly bill by twelve and save it.',
      'faqs.0.question': '',
      'faqs.0.answer': '',
      'faqs.3.question': 'Where should it live?',
      'faqs.3.answer': '',
      'cta.title': '',
    }),
  )
  expect(values.takeaways).toEqual(['Divide each yearly bill by twelve and save it.'])
  // A half-filled row is kept, so the schema can say what it lacks.
  expect(values.faqs).toEqual([{ question: 'Where should it live?', answer: '' }])
  expect(values.isPinned).toBe(true)

  const input = postInputFrom(values)
  expect(input).toMatchObject({
    slug: 'how-to-build-a-sinking-fund',
    subtitle: undefined,
    keywords: ['sinking fund', 'irregular bills'],
    tags: [],
    markdown: '## One\n\nTwo.',
    scheduledAt: '2026-12-01T09:30:00Z',
    isPinned: true,
    takeaways: ['Divide each yearly bill by twelve and save it.'],
    cta: undefined,
  })
  expect(input).not.toHaveProperty('content', expect.anything())

  // A schedule is dropped unless the post is scheduled; an unknown status becomes a draft.
  expect(postInputFrom({ ...values, status: 'published' }).scheduledAt).toBeUndefined()
  expect(postFormValuesFrom(form({ status: 'live' })).status).toBe('draft')
})

test('a post without Markdown keeps its stored HTML until Markdown is written', () => {
  const kept = postInputFrom(EMPTY_POST_FORM, { keepContent: '<p>Stored.</p>' })
  expect(kept).toMatchObject({ content: '<p>Stored.</p>' })
  expect(kept).not.toHaveProperty('markdown', expect.anything())
  const replaced = postInputFrom(
    { ...EMPTY_POST_FORM, markdown: 'New text.' },
    { keepContent: '<p>Stored.</p>' },
  )
  expect(replaced).toMatchObject({ markdown: 'New text.' })
  expect(replaced).not.toHaveProperty('content', expect.anything())
})

test('schema errors land on the inputs that caused them', () => {
  const parsed = BlogPostInputSchema.safeParse(
    postInputFrom({
      ...EMPTY_POST_FORM,
      title: 'Short',
      keywords: 'fine, x',
      status: 'scheduled',
      faqs: [{ question: 'Why?', answer: 'Because.' }],
      cta: { title: 'Go', description: '', buttonText: '', link: 'ftp://x' },
    }),
  )
  expect(parsed.success).toBe(false)
  const issues: Record<string, string> = {}
  for (const issue of parsed.error!.issues) issues[issue.path.join('.')] ??= issue.message
  const errors = postFormErrors(issues)
  expect(errors.keywords).toMatch(/^Keyword 2: /)
  expect(Object.keys(errors)).toEqual(
    expect.arrayContaining([
      'title',
      'category',
      'faqs.0.question',
      'faqs.0.answer',
      'cta.title',
      'cta.link',
    ]),
  )
  expect(postFormErrors({ content: 'Write the article' })).toEqual({
    markdown: 'Write the article',
  })
})

test('the error summary names nested inputs', () => {
  expect(postFieldLabel('title')).toBe('Title')
  expect(postFieldLabel('faqs.1.answer')).toBe('FAQ 2 answer')
  expect(postFieldLabel('takeaways.0')).toBe('Takeaway 1')
  expect(postFieldLabel('keyMetrics.2.value')).toBe('Key metric 3 figure')
  expect(postFieldLabel('cta.buttonText')).toBe('Call to action button text')
})

test('the editor’s schema names each problem by its input, for the browser and the action alike', () => {
  const submission = parsePostForm(
    form({
      title: 'Short',
      keywords: 'fine, x',
      status: 'scheduled',
      markdown: '',
      'faqs.0.question': 'Why?',
      'faqs.0.answer': 'Because.',
      'cta.title': 'Go',
      'cta.link': 'ftp://x',
    }),
  )
  expect(submission.status).not.toBe('success')
  const { fieldErrors, formError } = problemsOf(submission)
  expect(formError).toBeNull()
  expect(fieldErrors.keywords).toMatch(/^Keyword 2: /)
  expect(Object.keys(fieldErrors)).toEqual(
    expect.arrayContaining([
      'title',
      'category',
      'faqs.0.question',
      'faqs.0.answer',
      'cta.title',
      'cta.link',
    ]),
  )
  // What the browser reports is named the same way.
  expect(Object.keys(submission.reply().error ?? {}).sort()).toEqual(
    Object.keys(fieldErrors).sort(),
  )
})

test('the editor’s schema keeps a stored HTML body while the Markdown is empty', () => {
  const fields = {
    title: 'How to build a sinking fund',
    category: 'Budgeting',
    metaDescription:
      'Build a sinking fund for car insurance, gifts and annual fees, a month at a time.',
    excerpt: 'Irregular bills wreck budgets. A sinking fund spreads them out.',
    keywords: 'sinking fund',
    markdown: '',
  }
  const kept = parsePostForm(form(fields), { keepContent: '<p>Stored.</p>' })
  expect(kept.status === 'success' ? kept.value : null).toMatchObject({
    slug: 'how-to-build-a-sinking-fund',
    content: '<p>Stored.</p>',
    status: 'draft',
  })
  expect(problemsOf(parsePostForm(form(fields))).fieldErrors).toEqual({
    markdown: 'Write the article',
  })
})
