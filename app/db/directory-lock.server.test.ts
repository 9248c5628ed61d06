import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { DirectoryInUseError, lockDirectory } from './directory-lock.server'

const root = mkdtempSync(path.join(tmpdir(), 'wealthward-lock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let count = 0
const freshDirectory = () => path.join(root, `db-${++count}`)

/** A pid that surely names no running process: that of a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

test('a second lock on the same folder is refused with a message naming the folder and the holder', () => {
  const directory = freshDirectory()
  const lock = lockDirectory(directory)
  let refusal: unknown
  try {
    lockDirectory(directory)
  } catch (error) {
    refusal = error
  }
  expect(refusal).toBeInstanceOf(DirectoryInUseError)
  expect((refusal as Error).message).toContain(directory)
  expect((refusal as Error).message).toContain(`pid ${process.pid}`)
  // Another folder is not affected.
  lockDirectory(freshDirectory()).release()
  lock.release()
  expect(existsSync(`${directory}.lock`)).toBe(false)
  lockDirectory(directory).release()
})

test('a lock left by a process that no longer runs does not stop the next start', async () => {
  const directory = freshDirectory()
  writeFileSync(
    `${directory}.lock`,
    JSON.stringify({ pid: await deadPid(), started: null, token: 'crashed' }),
  )
  const lock = lockDirectory(directory)
  expect(JSON.parse(readFileSync(`${directory}.lock`, 'utf8'))).toMatchObject({ pid: process.pid })
  lock.release()
})

test('a reused pid is not mistaken for the old holder, and an empty lock file is taken over', () => {
  const reused = freshDirectory()
  // Our own pid, but a process that started at another time: the pid was reused after a crash.
  writeFileSync(
    `${reused}.lock`,
    JSON.stringify({ pid: process.pid, started: '1', token: 'before-restart' }),
  )
  lockDirectory(reused).release()

  const empty = freshDirectory()
  writeFileSync(`${empty}.lock`, '')
  lockDirectory(empty).release()
})

test('a lock held by another running process is respected', async () => {
  const directory = freshDirectory()
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'])
  try {
    writeFileSync(
      `${directory}.lock`,
      JSON.stringify({ pid: holder.pid, started: null, token: 'other' }),
    )
    expect(() => lockDirectory(directory)).toThrow(`pid ${holder.pid}`)
    // Releasing is for the holder only: the refused process leaves the file alone.
    expect(existsSync(`${directory}.lock`)).toBe(true)
  } finally {
    holder.kill()
  }
})

test('the embedded database takes the lock on its folder, and gives it back when closed', async () => {
  const { openDatabase } = await import('./client.server')
  const dataDir = freshDirectory()
  const database = openDatabase({ dataDir })
  expect(() => openDatabase({ dataDir })).toThrow(path.join(dataDir, 'pglite'))
  await database.close()
  expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)
  // Creating an embedded database on disk takes 5–15 s, longer on a busy machine.
}, 90_000)
