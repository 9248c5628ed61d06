/**
 * The script of a page that runs no React in the browser (docs/decisions/060): a page whose
 * content is read, not worked with. The header's menus and the footer work as `<details>` without
 * any script; this adds what they do beyond that, and the engagement tracker where measuring is
 * allowed. Links load the next page as a document.
 */
import { startEngagementTracker } from '~/features/analytics/client'
import { startShellBehaviour } from '~/ui/shell-behaviour'

startShellBehaviour()
startEngagementTracker()
// Lets browser tests (and CSS, if ever needed) know the page's script has run.
document.documentElement.dataset.hydrated = 'true'
