import { useRouteLoaderData } from 'react-router'
import { ArticleBody, GlossaryIndex } from './article-body'
import {
  AboutTheAuthor,
  ArticleFaqs,
  CallToAction,
  KeepLearning,
  RelatedResources,
  ToolsPanel,
} from './article-extras'
import { ArticleHeader } from './article-header'
import { ArticleQuiz } from './article-quiz'
import { ArticleSummary } from './article-summary'
import { PostImage } from './post-image'
import type { ArticleView, BlogPostSummary } from './post-types'
import { ShareBar } from './share-bar'

/**
 * An article, top to bottom, in the order of seed 001 §2. A database post may lack the summary
 * fields, FAQs, resources, quizzes and its own call to action; those parts then fall back or are
 * left out. Articles run no React in the browser (docs/decisions/060): the share bar, the
 * glossary's letters, the quizzes, the images' placeholders and the view count are the article's
 * script's (app/page-scripts/article.ts), which finds the article by `data-article-slug`.
 */
export function ArticlePage({
  post,
  related,
}: {
  post: ArticleView
  related: readonly BlogPostSummary[]
}) {
  const { siteUrl } = useRouteLoaderData('root') as { siteUrl: string }
  const url = new URL(`/blog/${post.slug}`, siteUrl).href
  return (
    <article data-article-slug={post.slug}>
      <ArticleHeader post={post} />
      <div className="relative mx-auto max-w-3xl space-y-8 px-4 py-8">
        <ShareBar url={url} title={post.title} />
        <ArticleSummary post={post} />
        <figure>
          <PostImage
            image={post.image}
            category={post.category}
            sizes="(min-width: 768px) 46rem, 100vw"
            className="rounded-2xl"
          />
          {post.imageCaption ? (
            <figcaption className="mt-2 text-sm text-slate-600">{post.imageCaption}</figcaption>
          ) : null}
        </figure>
        {post.letterSections.length > 0 ? <GlossaryIndex sections={post.letterSections} /> : null}
        <ArticleBody
          segments={post.segments}
          renderQuiz={(position) => {
            const quiz = post.quizzes?.[position]
            return quiz ? <ArticleQuiz quiz={quiz} position={position} /> : null
          }}
        />
        <ArticleFaqs faqs={post.faqs} />
        <RelatedResources resources={post.relatedResources} />
        <CallToAction cta={post.cta} />
        <AboutTheAuthor avatarColor={post.avatarColor} />
      </div>
      <div className="mx-auto max-w-6xl space-y-12 px-4 pb-16">
        <KeepLearning posts={related} />
        <ToolsPanel />
      </div>
    </article>
  )
}
