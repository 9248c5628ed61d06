import { useId } from 'react'
import type { QuizPosition } from './markdown'
import { optionLetter, optionTone, UNANSWERED } from './quiz-state'
import type { Quiz } from './schema'

/**
 * A quiz where the article's marker stands (seed 001 §4, §9): lettered options, Correct! or
 * Try Again!, the option's explanation as a learning moment, and "Try another answer" after a
 * wrong one. Articles run no React in the browser (docs/decisions/060): this is the quiz's markup,
 * with what each answer shows in a `<template>`, and quiz-behaviour.ts answers it. Every control
 * is a button, so the quiz works from the keyboard.
 */
export function ArticleQuiz({ quiz, position }: { quiz: Quiz; position: QuizPosition }) {
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="my-10 rounded-2xl border-2 border-brand-100 bg-white p-5 text-base leading-7 shadow-sm sm:p-6"
      data-testid={`quiz-${position}`}
      data-article-quiz=""
    >
      <h2 id={`${id}-title`} className="text-sm font-bold tracking-wide text-brand-800 uppercase">
        {quiz.title}
      </h2>
      <p id={`${id}-question`} className="mt-2 text-lg font-semibold text-slate-900">
        {quiz.question}
      </p>
      <ul aria-labelledby={`${id}-question`} className="mt-4 space-y-2">
        {quiz.options.map((option, index) => (
          <li key={option.text}>
            <button
              type="button"
              data-option={index}
              data-correct={option.correct ? 'true' : 'false'}
              className={optionTone(UNANSWERED, index)}
            >
              <span
                aria-hidden="true"
                className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-800"
              >
                {optionLetter(index)}
              </span>
              <span>
                <span className="sr-only">{`${optionLetter(index)}. `}</span>
                {option.text}
                <span className="sr-only" data-verdict="" />
              </span>
            </button>
          </li>
        ))}
      </ul>

      <div role="status" className="empty:hidden" data-testid="quiz-feedback" />
      {quiz.options.map((option, index) => (
        <template key={option.text} data-feedback={index}>
          {option.correct ? (
            <div className="mt-4 rounded-xl bg-green-50 p-4 text-green-950">
              <p className="text-lg font-bold">Correct!</p>
              <p className="mt-1">{quiz.successMessage}</p>
              <p className="mt-2">{option.explanation}</p>
              {quiz.reward ? <p className="mt-2 font-semibold">{quiz.reward}</p> : null}
            </div>
          ) : (
            <div className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-950">
              <p className="text-lg font-bold">Try Again!</p>
              <p className="mt-1">
                <span className="font-semibold">Learning moment: </span>
                {option.explanation}
              </p>
            </div>
          )}
        </template>
      ))}
      <button type="button" hidden data-retry="" className="btn-secondary mt-3">
        Try another answer
      </button>
      <noscript>
        <p className="mt-3 text-sm text-slate-700">Turn on JavaScript to check your answer.</p>
      </noscript>
    </section>
  )
}
