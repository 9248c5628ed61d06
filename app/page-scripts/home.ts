/**
 * The home page's script (docs/decisions/060): the shell's behaviour, the newsletter block and the
 * engagement tracker where measuring is allowed.
 */
import { startEngagementTracker } from '~/features/analytics/client'
import { startHomeNewsletter } from '~/features/newsletter/home-newsletter-behaviour'
import { startShellBehaviour } from '~/ui/shell-behaviour'

startShellBehaviour()
startHomeNewsletter()
startEngagementTracker()
// Lets browser tests (and CSS, if ever needed) know the page's script has run.
document.documentElement.dataset.hydrated = 'true'
