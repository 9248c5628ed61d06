/**
 * An article's script (docs/decisions/060): the shell's behaviour, the share bar, the glossary's
 * letters, the quizzes, the images' placeholders, the view count and the engagement tracker where
 * measuring is allowed.
 */
import { startEngagementTracker } from '~/features/analytics/client'
import { countView, startGlossaryIndex, startShareBar } from '~/features/blog/article-behaviour'
import { startImageFallbacks } from '~/features/blog/image-fallback'
import { startQuizzes } from '~/features/blog/quiz-behaviour'
import { startShellBehaviour } from '~/ui/shell-behaviour'

startShellBehaviour()
startImageFallbacks()
startShareBar()
startGlossaryIndex()
startQuizzes()
countView()
startEngagementTracker()
// Lets browser tests (and CSS, if ever needed) know the page's script has run.
document.documentElement.dataset.hydrated = 'true'
