/**
 * Whether this browser may be measured: not when it sends Global Privacy Control or Do Not Track,
 * nor while it holds the opt-out cookie set on /do-not-sell (the one cookie the site's own script
 * reads; see legal/cookies.ts). Read again before every send, so an opt-out applies at once.
 */
const OPT_OUT = /(?:^|;\s*)(?:__Host-)?ww_no_analytics=1(?:;|$)/

export function trackingAllowed(): boolean {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return false
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1') return false
  return !OPT_OUT.test(document.cookie)
}
