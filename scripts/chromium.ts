/**
 * Finds a Chromium for browser tests, Lighthouse and image generation: CHROMIUM_PATH, the system
 * package, or Playwright's own download. On Debian as root it installs the package when none is
 * found; elsewhere it explains how to get one.
 *
 * Two kinds (docs/decisions/042-headless-shell-for-browser-tests.md):
 * - `shell`, for the browser tests and the images: Chromium's headless shell (Debian's
 *   `chromium-headless-shell`), the headless build without the browser's own interface, its GPU
 *   process or its extra renderers. The same browser tests take about half the time in it. When
 *   it cannot be had, the full browser serves.
 * - `browser`, for Lighthouse: the full browser, which Lighthouse expects.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

export type ChromiumKind = 'shell' | 'browser'

const SHELL_PATHS = ['/usr/bin/chromium-headless-shell']

const BROWSER_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

/** Debian's package for each kind. */
const DEBIAN_PACKAGE: Record<ChromiumKind, string> = {
  shell: 'chromium-headless-shell',
  browser: 'chromium',
}

/** Flags that keep headless Chromium quiet and working as root on a machine with no outside network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

async function playwrightChromium(): Promise<string | undefined> {
  try {
    const { chromium } = await import('@playwright/test')
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

const firstExisting = (paths: string[]) => paths.find((p) => existsSync(p))

export async function findChromium(kind: ChromiumKind = 'browser'): Promise<string | undefined> {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file exists there.`)
  }
  if (kind === 'shell') {
    const shell = firstExisting(SHELL_PATHS)
    if (shell) return shell
  }
  return firstExisting(BROWSER_PATHS) ?? (await playwrightChromium())
}

function isDebianRoot() {
  return (
    process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')
  )
}

function aptInstall(pkg: string) {
  console.log(`Installing Debian’s ${pkg} package (about 30 s)…`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

export async function ensureChromium(kind: ChromiumKind = 'browser'): Promise<string> {
  const found = await findChromium(kind)
  // For the tests, the shell is worth installing even where the full browser is there already.
  const settled =
    found && (kind === 'browser' || SHELL_PATHS.includes(found) || process.env.CHROMIUM_PATH)
  if (settled) return found
  if (isDebianRoot()) {
    try {
      aptInstall(DEBIAN_PACKAGE[kind])
    } catch (error) {
      if (!found) throw error
      console.log(`Could not install ${DEBIAN_PACKAGE[kind]}; the tests run in ${found}, slower.`)
    }
    const installed = await findChromium(kind)
    if (installed) return installed
  } else if (found) {
    return found
  }
  const os = existsSync('/etc/os-release')
    ? readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)/m)?.[1]
    : process.platform
  throw new Error(
    [
      `No Chromium was found (system: ${os ?? 'unknown'}). The browser tests and Lighthouse need one. Either:`,
      '  - install your system’s package (Debian/Ubuntu: sudo apt-get install chromium-headless-shell chromium), or',
      '  - run: npx playwright install chromium, or',
      '  - set CHROMIUM_PATH to a Chromium or Chrome executable.',
    ].join('\n'),
  )
}

// Run directly: print the path (installing when needed).
if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium(process.argv[2] === 'shell' ? 'shell' : 'browser')
    .then((path) => console.log(path))
    .catch((error: Error) => {
      console.error(error.message)
      process.exit(1)
    })
}
