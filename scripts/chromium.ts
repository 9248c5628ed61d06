/**
 * Finds a Chromium for browser tests, Lighthouse and image generation: CHROMIUM_PATH, the system
 * package, or Playwright's own download. On Debian as root it installs the `chromium` package when
 * none is found; elsewhere it explains how to get one.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

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

export async function findChromium(): Promise<string | undefined> {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file exists there.`)
  }
  return SYSTEM_PATHS.find((p) => existsSync(p)) ?? (await playwrightChromium())
}

function isDebianRoot() {
  return (
    process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')
  )
}

export async function ensureChromium(): Promise<string> {
  const found = await findChromium()
  if (found) return found
  if (isDebianRoot()) {
    console.log('No Chromium found: installing Debian’s chromium package (about 30 s)…')
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = await findChromium()
    if (installed) return installed
  }
  const os = existsSync('/etc/os-release')
    ? readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)/m)?.[1]
    : process.platform
  throw new Error(
    [
      `No Chromium was found (system: ${os ?? 'unknown'}). The browser tests and Lighthouse need one. Either:`,
      '  - install your system’s package (Debian/Ubuntu: sudo apt-get install chromium), or',
      '  - run: npx playwright install chromium, or',
      '  - set CHROMIUM_PATH to a Chromium or Chrome executable.',
    ].join('\n'),
  )
}

// Run directly: print the path (installing when needed).
if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium()
    .then((path) => console.log(path))
    .catch((error: Error) => {
      console.error(error.message)
      process.exit(1)
    })
}
