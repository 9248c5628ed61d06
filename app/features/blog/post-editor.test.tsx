import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { PostEditor, type PostEditorProps } from './post-editor'
import { EMPTY_POST_FORM } from './post-form'

function render(props: Partial<PostEditorProps>) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <PostEditor
          mode="edit"
          values={EMPTY_POST_FORM}
          fieldErrors={{}}
          formError={null}
          preview={null}
          htmlOnly={false}
          nowUtc="2026-11-26 12:00"
          {...props}
        />
      ),
    },
  ])
  return renderToStaticMarkup(<Stub initialEntries={['/']} />)
}

test('the editor shows a post’s rows and groups as they were, and an answer’s problems by input', () => {
  const html = render({
    values: {
      ...EMPTY_POST_FORM,
      title: 'How to build a sinking fund',
      keywords: 'sinking fund, x',
      isPinned: true,
      takeaways: ['List every bill that does not arrive monthly.'],
      faqs: [{ question: 'Where should it live?', answer: '' }],
      cta: { title: 'Plan your savings', description: '', buttonText: '', link: '' },
    },
    fieldErrors: {
      keywords: 'Keyword 2: Use at least 2 characters',
      'faqs.0.answer': 'Use at least 20 characters',
    },
  })
  expect(html).toContain('value="How to build a sinking fund"')
  expect(html).toMatch(
    /id="field-takeaways\.0"[^>]*value="List every bill that does not arrive monthly\."|value="List every bill that does not arrive monthly\."[^>]*id="field-takeaways\.0"/,
  )
  expect(html).toMatch(/name="faqs\.0\.question"/)
  expect(html).toContain('value="Where should it live?"')
  expect(html).toContain('value="Plan your savings"')
  expect(html).toMatch(/<input[^>]*name="isPinned"[^>]*checked/)
  expect(html).toContain('href="#field-faqs.0.answer"')
  expect(html).toContain('FAQ 1 answer: Use at least 20 characters')
  expect(html).toContain('Keywords: Keyword 2: Use at least 2 characters')
  expect(html).toMatch(
    /id="field-faqs\.0\.answer"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-faqs\.0\.answer"/,
  )
})
