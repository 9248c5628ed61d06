import { randomBytes } from 'node:crypto'
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'

/**
 * One process per embedded database directory. PGlite does not lock its files, and two processes
 * writing one directory lose each other's writes, so the server takes this lock before opening it:
 * a file beside the directory, created only if absent, naming the process that holds it. A lock
 * whose process no longer runs (it crashed, or the machine restarted) is taken over.
 */
export class DirectoryInUseError extends Error {
  override name = 'DirectoryInUseError'
  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${directory} is already in use by another process (pid ${pid}). ` +
        'Stop that process first, or give this one its own DATA_DIR. ' +
        'Only one process may use an embedded database folder at a time.',
    )
  }
}

interface Holder {
  pid: number
  /** When the process started (Linux), so that a reused pid is not taken for the old holder. */
  started: string | null
  token: string
}

export interface DirectoryLock {
  release(): void
}

export function lockDirectory(directory: string): DirectoryLock {
  const file = `${directory}.lock`
  const me: Holder = {
    pid: process.pid,
    started: processStartTime(process.pid),
    token: randomBytes(12).toString('hex'),
  }
  const content = JSON.stringify(me)
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx' })
      return heldLock(file, me.token)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const found = readHolder(file)
    if (found === 'missing') continue
    if (found.holder && isRunning(found.holder))
      throw new DirectoryInUseError(directory, found.holder.pid)
    if (!found.holder && attempt === 0) {
      // Empty or unreadable: perhaps another process is writing it this very moment.
      pause(50)
      continue
    }
    // Left by a process that no longer runs: move it aside, but only if it is still that file.
    const aside = `${file}.${me.token}`
    try {
      renameSync(file, aside)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    const moved = readFileSync(aside, 'utf8')
    if (moved !== found.raw) {
      // Another process took the stale lock in between: give its lock back and leave it the folder.
      try {
        linkSync(aside, file)
      } finally {
        unlinkSync(aside)
      }
      throw new DirectoryInUseError(directory, parseHolder(moved)?.pid ?? 0)
    }
    unlinkSync(aside)
  }
  throw new Error(`Could not lock the database folder ${directory}: it keeps changing hands.`)
}

function heldLock(file: string, token: string): DirectoryLock {
  let held = true
  const release = () => {
    if (!held) return
    held = false
    process.off('exit', release)
    // Only our own lock is removed, never one another process took over meanwhile.
    const found = readHolder(file)
    if (found !== 'missing' && found.holder?.token === token) unlinkSync(file)
  }
  // A process that exits without closing the database still leaves the folder free.
  process.on('exit', release)
  return { release }
}

function readHolder(file: string): 'missing' | { raw: string; holder: Holder | null } {
  let raw: string
  try {
    raw = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing'
    throw error
  }
  return { raw, holder: parseHolder(raw) }
}

function parseHolder(raw: string): Holder | null {
  try {
    const value = JSON.parse(raw) as Partial<Holder>
    if (!Number.isInteger(value.pid) || typeof value.token !== 'string') return null
    return { pid: value.pid!, started: value.started ?? null, token: value.token }
  } catch {
    return null
  }
}

function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const started = processStartTime(holder.pid)
  return holder.started === null || started === null || started === holder.started
}

/** The process's start time in clock ticks since boot (Linux `/proc/<pid>/stat`), or null. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
  } catch {
    return null
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
