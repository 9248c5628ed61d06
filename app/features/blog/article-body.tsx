import type { ReactNode } from 'react'
import type { Heading, QuizPosition } from './markdown'
import type { ArticleView } from './post-types'

export const ARTICLE_BODY_ID = 'article-body'

/**
 * The article body: HTML strings rendered once from the article's Markdown (markdown.ts; a database
 * post's HTML was rendered and sanitised when it was saved), with a quiz, a React component,
 * wherever the body has a quiz marker. Nothing in the body is rebuilt per request.
 */
export function ArticleBody(props: {
  segments: ArticleView['segments']
  renderQuiz: (position: QuizPosition) => ReactNode
}) {
  return (
    <div id={ARTICLE_BODY_ID} className="article-body" data-testid="article-body">
      {props.segments.map((segment, index) =>
        segment.kind === 'html' ? (
          <div
            key={index}
            className="article-html"
            dangerouslySetInnerHTML={{ __html: segment.html }}
          />
        ) : (
          <div key={index} data-quiz={segment.position}>
            {props.renderQuiz(segment.position)}
          </div>
        ),
      )}
    </div>
  )
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')

/**
 * The glossary's A-to-Z index: a link per letter that has terms. Without JavaScript the links jump
 * as ordinary anchors; the article's script (article-behaviour.ts, by `data-glossary-index`)
 * scrolls smoothly instead (or at once, for visitors who asked for reduced motion) and moves focus
 * to the letter's section.
 */
export function GlossaryIndex({ sections }: { sections: readonly Heading[] }) {
  const idOf = new Map(sections.map((heading) => [heading.text, heading.id]))

  return (
    <nav
      aria-label="Glossary letters"
      data-glossary-index=""
      className="rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="glossary-index"
    >
      <p className="text-sm font-semibold text-slate-800">Jump to a letter</p>
      <ul className="mt-2 flex flex-wrap gap-1">
        {ALPHABET.map((letter) => {
          const id = idOf.get(letter)
          return (
            <li key={letter}>
              {id ? (
                <a
                  href={`#${id}`}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50"
                >
                  {letter}
                </a>
              ) : (
                <span
                  className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-500"
                  title={`No terms under ${letter}`}
                >
                  <span aria-hidden="true">{letter}</span>
                  <span className="sr-only">{`${letter}: no terms`}</span>
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
