import { getFormProps, useForm, type FieldMetadata } from '@conform-to/react'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Form, useFetcher, useNavigation, type ShouldRevalidateFunction } from 'react-router'
import { CheckboxField } from '~/features/auth'
import { toSubmissionResult } from '~/lib/form-answer'
import { ErrorSummary, FieldMessage, TextAreaField, TextField, firstError } from '~/ui/form'
import { EDITORIAL_AUTHOR } from './author'
import {
  BLOG_CATEGORIES,
  LIST_LIMITS,
  parsePostForm,
  postFieldLabel,
  slugFromTitle,
  type EditorActionData,
  type PostFormValues,
  type PostPreview,
} from './post-form'
import type { BlogPostInput, PostStatus } from './schema'
import { formatCount } from '~/lib/format'

/** How long typing pauses before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400

const STATUS_CHOICES: { value: PostStatus; label: string; hint: string }[] = [
  { value: 'draft', label: 'Draft', hint: 'Only administrators see it.' },
  { value: 'scheduled', label: 'Scheduled', hint: 'Appears on the blog at the time below.' },
  { value: 'published', label: 'Published', hint: 'On the blog as soon as you save.' },
]

/** Conform's metadata of one field, whatever its type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the editor's inputs are text, lists and groups
type AnyField = FieldMetadata<any, any, string[]>

/**
 * Conform's metadata of an input by its name. List rows and the call to action are named with
 * dots (`faqs.0.question`, `cta.title`), which Conform reads as groups of fields.
 */
function fieldAt(fields: Record<string, AnyField>, name: string): AnyField {
  const [first, ...rest] = name.split('.')
  let field = fields[first!]!
  for (const key of rest) {
    const group = field as unknown as { getFieldset: () => Record<string, AnyField> }
    field = group.getFieldset()[key]!
  }
  return field
}

/**
 * The editor's form on Conform: the values shown come from the props (the editor is drawn afresh
 * for each answer), the problems from the action's answer, and a save is checked in the browser
 * with the action's own schema first. The Preview button is never stopped: the server shows the
 * preview whatever the rest of the form holds.
 */
function usePostForm(props: PostEditorProps) {
  const { fieldErrors, formError, values, htmlOnly } = props
  const lastResult = useMemo(() => {
    if (!formError && !Object.keys(fieldErrors).length) return undefined
    // Only the problems: the values are the form's defaults, lists and groups included.
    return { ...toSubmissionResult({ fieldErrors, formError }), initialValue: undefined }
  }, [fieldErrors, formError])
  // The stored HTML of a post without Markdown stays on the server; here any text stands for it.
  const keepContent = htmlOnly ? 'stored' : undefined
  const [form, fields] = useForm<PostFormValues, BlogPostInput>({
    lastResult,
    defaultValue: values,
    onValidate: ({ formData, submitter }) => {
      const submission = parsePostForm(formData, { keepContent })
      return submitter?.value === 'preview' && submission.status !== 'success'
        ? { ...submission, error: null }
        : submission
    },
  })
  return [form, fields as unknown as Record<string, AnyField>, lastResult] as const
}

/** The live preview asks the action for HTML; the page's own data does not change with it. */
export const previewKeepsPageData: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get('intent') === 'preview' ? false : defaultShouldRevalidate)

export interface PostEditorProps {
  mode: 'new' | 'edit'
  values: PostFormValues
  fieldErrors: Record<string, string>
  formError: string | null
  preview: PostPreview | null
  /** The post's body came as HTML through the API: it has no Markdown to edit. */
  htmlOnly: boolean
  /** The server's time, `YYYY-MM-DD HH:MM` UTC, next to the schedule input. */
  nowUtc: string
  children?: ReactNode
}

/**
 * The form for writing a post. The body is Markdown; the preview beside it is rendered by the
 * server with the site's own renderer and sanitiser (asked for a moment after typing stops, or
 * with the Preview button when JavaScript is off), so it is exactly what will be published. The
 * optional parts of an article sit in closed sections that open when they hold something.
 */
export function PostEditor(props: PostEditorProps) {
  const { mode, values } = props
  const [form, fields, lastResult] = usePostForm(props)
  const errors = form.allErrors
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
  const [title, setTitle] = useState(values.title)
  const [slug, setSlug] = useState(values.slug)
  // A new post's slug follows its title until someone types a slug of their own.
  const [slugIsOwn, setSlugIsOwn] = useState(
    mode === 'edit' || (values.slug !== '' && values.slug !== slugFromTitle(values.title)),
  )
  const labels = Object.fromEntries(Object.keys(errors).map((name) => [name, postFieldLabel(name)]))
  const open = (prefix: string) =>
    Object.keys(errors).some((name) => name.startsWith(prefix)) || undefined
  const category = fieldAt(fields, 'category')
  const categoryError = firstError(category)

  return (
    <Form method="post" className="space-y-6" {...getFormProps(form)}>
      <ErrorSummary form={form} lastResult={lastResult} labels={labels} />

      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <legend className="px-1 text-lg font-bold text-slate-900">Article</legend>
        {/* Title and slug are controlled (the slug follows the title), so no default value. */}
        <TextField
          defaultValue={undefined}
          field={fieldAt(fields, 'title')}
          label="Title"
          hint="10 to 120 characters."
          required
          value={title}
          onChange={(event) => {
            setTitle(event.target.value)
            if (!slugIsOwn) setSlug(slugFromTitle(event.target.value))
          }}
        />
        <TextField
          defaultValue={undefined}
          field={fieldAt(fields, 'slug')}
          label="Slug"
          hint={
            mode === 'new'
              ? 'The address: /blog/your-slug. Filled in from the title; lowercase words joined by hyphens.'
              : 'The address: /blog/your-slug. Changing it moves the article to a new address.'
          }
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value)
            setSlugIsOwn(true)
          }}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField field={fieldAt(fields, 'subtitle')} label="Subtitle (optional)" />
        <div>
          <label htmlFor="field-category" className="block text-sm font-semibold text-slate-800">
            Category
          </label>
          <select
            id="field-category"
            name={category.name}
            form={category.formId}
            defaultValue={values.category}
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={categoryError ? 'category-error' : undefined}
            className="field-input mt-1"
          >
            <option value="">Choose a category</option>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          <FieldMessage id="category-error" message={categoryError} />
        </div>
        <TextAreaField
          field={fieldAt(fields, 'excerpt')}
          label="Excerpt"
          hint="The card text on the blog list: 20 to 300 characters."
          rows={3}
        />
        <MarkdownWithPreview {...props} field={fieldAt(fields, 'markdown')} />
        <p className="text-sm text-slate-700">
          Byline: {EDITORIAL_AUTHOR.name} (every article has the same byline). Word count and read
          time are worked out from the text.
        </p>
      </fieldset>

      <fieldset
        id="field-status"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <legend className="px-1 text-lg font-bold text-slate-900">Publishing</legend>
        <div role="radiogroup" aria-label="Status" className="grid gap-2 sm:grid-cols-3">
          {STATUS_CHOICES.map((choice) => (
            <div
              key={choice.value}
              className="flex min-h-11 items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                id={`field-status-${choice.value}`}
                type="radio"
                name="status"
                value={choice.value}
                defaultChecked={values.status === choice.value}
                className="mt-1 size-5 shrink-0 accent-brand-600"
              />
              <label htmlFor={`field-status-${choice.value}`} className="cursor-pointer">
                <span className="block font-semibold text-slate-900">{choice.label}</span>
                <span className="block text-sm text-slate-700">{choice.hint}</span>
              </label>
            </div>
          ))}
        </div>
        <TextField
          field={fieldAt(fields, 'scheduledAt')}
          label="Publish at (UTC)"
          type="datetime-local"
          hint={`For a scheduled post. Time in UTC; it is ${props.nowUtc} UTC now. A time that has passed publishes the post at once.`}
          className="max-w-sm"
        />
        <CheckboxField name="isPinned" defaultChecked={values.isPinned}>
          <span className="font-semibold text-slate-900">Pin to the top of the blog</span>
          <span className="block text-sm text-slate-700">
            A pinned post leads the blog list and its carousel while it is on the blog.
          </span>
        </CheckboxField>
      </fieldset>

      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <legend className="px-1 text-lg font-bold text-slate-900">Search and sharing</legend>
        <TextAreaField
          field={fieldAt(fields, 'metaDescription')}
          label="Meta description"
          hint="What search engines show: 50 to 170 characters."
          rows={2}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            field={fieldAt(fields, 'keywords')}
            label="Keywords"
            hint="1 to 12, separated by commas."
          />
          <TextField
            field={fieldAt(fields, 'tags')}
            label="Tags (optional)"
            hint="Up to 8, separated by commas."
          />
        </div>
        <TextField
          field={fieldAt(fields, 'featuredImage')}
          label="Featured image (optional)"
          hint="A path on this site, such as /images/blog/my-card.webp. Without one, the category's picture is shown."
          spellCheck={false}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            field={fieldAt(fields, 'imageAlt')}
            label="Image description (optional)"
            hint="What the image shows, for people who cannot see it."
          />
          <TextField field={fieldAt(fields, 'imageCaption')} label="Image caption (optional)" />
        </div>
      </fieldset>

      <OptionalSection
        title="Article summary card"
        open={
          open('whyItMatters') ??
          open('takeaways') ??
          open('keyMetrics') ??
          has(values.whyItMatters, values.takeaways, values.keyMetrics)
        }
      >
        <TextField
          field={fieldAt(fields, 'whyItMatters')}
          label="Why it matters"
          hint="One line, 31 to 149 characters. Without it the card shows the excerpt."
        />
        <div className="grid gap-3 md:grid-cols-2">
          {range(LIST_LIMITS.takeaways).map((i) => (
            <TextField
              key={i}
              field={fieldAt(fields, `takeaways.${i}`)}
              label={`Takeaway ${i + 1}`}
            />
          ))}
        </div>
        <p className="text-sm text-slate-700">Key metrics: a short figure and what it measures.</p>
        {range(LIST_LIMITS.keyMetrics).map((i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <TextField
              field={fieldAt(fields, `keyMetrics.${i}.value`)}
              label={`Metric ${i + 1} figure`}
            />
            <TextField
              field={fieldAt(fields, `keyMetrics.${i}.label`)}
              label={`Metric ${i + 1} label`}
            />
          </div>
        ))}
      </OptionalSection>

      <OptionalSection title="FAQs" open={open('faqs') ?? has(values.faqs)}>
        <p className="text-sm text-slate-700">
          Up to {LIST_LIMITS.faqs}; blank rows are left out. Answers are 20 to 1,200 characters.
        </p>
        {range(LIST_LIMITS.faqs).map((i) => (
          <div key={i} className="grid gap-3 border-t border-slate-200 pt-3 md:grid-cols-2">
            <TextField field={fieldAt(fields, `faqs.${i}.question`)} label={`Question ${i + 1}`} />
            <TextAreaField
              field={fieldAt(fields, `faqs.${i}.answer`)}
              label={`Answer ${i + 1}`}
              rows={2}
            />
          </div>
        ))}
      </OptionalSection>

      <OptionalSection
        title="Related resources"
        open={open('relatedResources') ?? has(values.relatedResources)}
      >
        <p className="text-sm text-slate-700">
          Up to {LIST_LIMITS.relatedResources}. Links are a site path starting with / or an https://
          address.
        </p>
        {range(LIST_LIMITS.relatedResources).map((i) => (
          <div key={i} className="grid gap-3 border-t border-slate-200 pt-3 md:grid-cols-3">
            <TextField
              field={fieldAt(fields, `relatedResources.${i}.title`)}
              label={`Resource ${i + 1} title`}
            />
            <TextField
              field={fieldAt(fields, `relatedResources.${i}.description`)}
              label={`Resource ${i + 1} description`}
            />
            <TextField
              field={fieldAt(fields, `relatedResources.${i}.url`)}
              label={`Resource ${i + 1} link`}
              spellCheck={false}
            />
          </div>
        ))}
      </OptionalSection>

      <OptionalSection
        title="Call to action"
        open={open('cta') ?? has(...Object.values(values.cta))}
      >
        <p className="text-sm text-slate-700">
          The panel at the end of the article. Fill in all four, or none for the site&apos;s
          standard one.
        </p>
        <div className="grid gap-3 md:grid-cols-2">
          <TextField field={fieldAt(fields, 'cta.title')} label="Heading" />
          <TextField field={fieldAt(fields, 'cta.buttonText')} label="Button text" />
          <TextAreaField field={fieldAt(fields, 'cta.description')} label="Text" rows={2} />
          <TextField
            field={fieldAt(fields, 'cta.link')}
            label="Button link"
            hint="A site path starting with / or an https:// address."
            spellCheck={false}
          />
        </div>
      </OptionalSection>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : mode === 'new' ? 'Save post' : 'Save changes'}
        </button>
        {props.children}
      </div>
    </Form>
  )
}

/** The Markdown source and, beside it on a wide screen, the preview the server renders. */
function MarkdownWithPreview(props: PostEditorProps & { field: AnyField }) {
  const fetcher = useFetcher<EditorActionData>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [shown, setShown] = useState(props.preview)
  useEffect(() => setShown(props.preview), [props.preview])
  useEffect(() => {
    if (fetcher.data?.preview) setShown(fetcher.data.preview)
  }, [fetcher.data])
  useEffect(() => () => clearTimeout(timer.current), [])
  const { submit } = fetcher

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <div>
        <TextAreaField
          field={props.field}
          label="Article (Markdown)"
          hint={
            props.htmlOnly
              ? 'This post was sent as HTML through the API, so there is no Markdown to edit. Leave this empty to keep the body shown in the preview, or write Markdown to replace it.'
              : 'Sections start with ## or ###. The title is already the page heading.'
          }
          rows={22}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          onChange={(event) => {
            const markdown = event.target.value
            clearTimeout(timer.current)
            timer.current = setTimeout(
              () => void submit({ intent: 'preview', markdown }, { method: 'post' }),
              PREVIEW_DELAY_MS,
            )
          }}
        />
        <details className="mt-2 text-sm text-slate-700">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
            Markdown you can use
          </summary>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>
              <code>## Section</code>, <code>### Subsection</code>, <code>#### Detail</code>
            </li>
            <li>
              <code>**bold**</code>, <code>*italics*</code>, <code>`code`</code>
            </li>
            <li>
              Lists starting with <code>- </code> or <code>1. </code> (not nested)
            </li>
            <li>
              <code>[link text](https://example.com)</code> or a site path such as{' '}
              <code>/calculators/debt-freedom</code>
            </li>
            <li>
              <code>&gt; quotes</code> and tables with a <code>|---|</code> line under the header
            </li>
            <li>Not supported: HTML, images, code blocks and horizontal rules.</li>
          </ul>
        </details>
        <button type="submit" name="intent" value="preview" className="btn-secondary mt-2">
          Preview
        </button>
      </div>
      <section aria-labelledby="preview-heading" className="min-w-0">
        <h2 id="preview-heading" className="text-sm font-semibold text-slate-800">
          Preview{' '}
          <span className="font-normal text-slate-600">
            {fetcher.state !== 'idle'
              ? '(updating…)'
              : shown?.ok
                ? `(${formatCount(shown.wordCount)} words, ${shown.readTime} min read)`
                : ''}
          </span>
        </h2>
        <div
          className="mt-1 max-h-[36rem] overflow-auto rounded-lg border border-slate-300 bg-white p-4"
          role="region"
          aria-label="Preview of the article"
          tabIndex={0}
          data-testid="post-preview"
        >
          {shown?.ok ? (
            <div className="article-body">
              <div className="article-html" dangerouslySetInnerHTML={{ __html: shown.html }} />
            </div>
          ) : shown ? (
            <p className="font-medium text-red-700">{shown.error}</p>
          ) : (
            <p className="text-slate-600">The preview shows here as you write.</p>
          )}
        </div>
      </section>
    </div>
  )
}

function OptionalSection({
  title,
  open,
  children,
}: {
  title: string
  open: boolean | undefined
  children: ReactNode
}) {
  return (
    <details open={open} className="group rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <summary className="flex min-h-11 cursor-pointer items-center text-lg font-bold text-slate-900">
        {title} <span className="ml-2 text-sm font-normal text-slate-600">(optional)</span>
      </summary>
      <div className="mt-3 space-y-4">{children}</div>
    </details>
  )
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

/** Whether any of the values holds something (a text, or a list with rows). */
function has(...items: (string | readonly unknown[])[]): boolean | undefined {
  return items.some((item) => (typeof item === 'string' ? item.trim() : item.length)) || undefined
}
