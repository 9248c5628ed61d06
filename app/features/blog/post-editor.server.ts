import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { Database } from '~/db/client.server'
import { actorOf } from '~/features/admin/index.server'
import type { CurrentSession } from '~/features/auth/index.server'
import { WORDS_PER_MINUTE } from './content.server'
import { countWords } from './markdown'
import { renderPostMarkdown, type PostBody } from './post-body.server'
import {
  PostIntentSchema,
  PostPreviewSchema,
  parsePostForm,
  postFormErrors,
  postFormValuesFrom,
  type EditorActionData,
  type PostPreview,
} from './post-form'
import {
  PostWriteError,
  bundledPostById,
  createPost,
  databasePostById,
  updatePost,
  type BlogPostRow,
} from './posts.server'
import { textOfSanitizedHtml } from './sanitize.server'
import { readFormData } from '~/lib/http/form.server'
import { problemsOf } from '~/lib/form-answer'

/** The admin editor's server side: the preview, saving, and finding the post a URL names. */

/** What the preview shows for stored or freshly rendered HTML: the body, its length and read time. */
export function previewOf(body: PostBody): PostPreview {
  if (!body.ok) return body
  const wordCount = countWords(textOfSanitizedHtml(body.html))
  return {
    ok: true,
    html: body.html,
    wordCount,
    readTime: Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE)),
  }
}

const answer = (body: Partial<EditorActionData> & Pick<EditorActionData, 'intent'>, status = 200) =>
  data<EditorActionData>(
    { values: null, preview: null, fieldErrors: {}, formError: null, ...body },
    { status },
  )

/**
 * The post an admin URL names: a database post, or a redirect to the public page of a bundled
 * article (those are changed in content/blog), or a 404.
 */
export async function editablePost(db: Database, postId: string): Promise<BlogPostRow> {
  const id = /^\d{1,9}$/.test(postId) ? Number(postId) : undefined
  const bundled = id === undefined ? undefined : bundledPostById(id)
  if (bundled) throw redirect(`/blog/${bundled.slug}`)
  const row = id === undefined ? undefined : await databasePostById(db, id)
  if (!row) throw data({ error: 'Post not found' }, { status: 404 })
  return row
}

/**
 * The editor's action, for a new post (`existing` undefined) or an edit. `preview` renders the
 * Markdown with the site's renderer and sanitiser; `save` checks the post with the JSON API's
 * schema, writes it (audited) and goes to the post's page, or answers the form with its values and
 * the problems.
 */
export async function postEditorAction(
  db: Database,
  request: Request,
  session: CurrentSession,
  existing?: BlogPostRow,
) {
  const form = await readFormData(request)
  const intent = PostIntentSchema.safeParse(form.get('intent'))
  // Everything typed comes back, whatever happens (only the browser's live preview sends less).
  const values = form.has('title') ? postFormValuesFrom(form) : null
  if (!intent.success)
    return answer({ intent: 'save', values, formError: intent.error.issues[0]!.message }, 400)

  if (intent.data === 'preview') {
    const parsed = parseWithZod(form, { schema: PostPreviewSchema, disableAutoCoercion: true })
    if (parsed.status !== 'success')
      return answer(
        {
          intent: 'preview',
          values,
          preview: { ok: false, error: Object.values(problemsOf(parsed).fieldErrors)[0]! },
        },
        400,
      )
    const { markdown } = parsed.value
    const keep = existing && existing.contentMarkdown === null && !markdown.trim()
    return answer({
      intent: 'preview',
      values,
      preview: previewOf(
        keep ? { ok: true, html: existing.content } : renderPostMarkdown(markdown),
      ),
    })
  }

  const formValues = values ?? postFormValuesFrom(form)
  const keepContent = existing && existing.contentMarkdown === null ? existing.content : undefined
  const submission = parsePostForm(form, { keepContent })
  // A refused save shows the body's preview too, with the renderer's complaint if it has one.
  const preview = () =>
    previewOf(
      keepContent !== undefined && !formValues.markdown.trim()
        ? { ok: true, html: keepContent }
        : renderPostMarkdown(formValues.markdown),
    )
  if (submission.status !== 'success') {
    const shown = preview()
    const { fieldErrors } = problemsOf(submission)
    if (!shown.ok && formValues.markdown.trim()) fieldErrors.markdown ??= shown.error
    return answer({ intent: 'save', values: formValues, fieldErrors, preview: shown }, 400)
  }
  const actor = actorOf(session)
  let row: BlogPostRow | undefined
  try {
    row = existing
      ? await updatePost(db, { actor, id: existing.id, input: submission.value })
      : await createPost(db, { actor, input: submission.value })
  } catch (error) {
    if (!(error instanceof PostWriteError)) throw error
    return answer(
      {
        intent: 'save',
        values: { ...formValues, slug: submission.value.slug },
        fieldErrors: postFormErrors(error.fieldErrors),
        preview: preview(),
      },
      error.status,
    )
  }
  if (!row) throw data({ error: 'Post not found' }, { status: 404 })
  throw redirect(`/admin/blog/${row.id}?saved=1`)
}
