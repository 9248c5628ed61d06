/**
 * CPU time used by groups of processes over a stretch of a benchmark, read from Linux's /proc:
 * the server (its process and the workers it forks), PostgreSQL's processes, and this one (the
 * load generator). Elsewhere than Linux, `cpuSnapshot` returns null and nothing is reported.
 */
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100

interface ProcessTimes {
  /** Seconds of CPU (user and system) by process id. */
  seconds: Map<number, number>
  parents: Map<number, number>
  commands: Map<number, string>
}

function readProcesses(): ProcessTimes | null {
  let ids: number[]
  try {
    ids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
  } catch {
    return null
  }
  const times: ProcessTimes = { seconds: new Map(), parents: new Map(), commands: new Map() }
  for (const id of ids) {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8')
      // The command name is in parentheses and may hold spaces; the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      times.parents.set(id, Number(fields[1]))
      times.seconds.set(id, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND)
      times.commands.set(id, stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return times
}

export interface CpuSnapshot {
  times: ProcessTimes
  self: NodeJS.CpuUsage
}

export const cpuSnapshot = (): CpuSnapshot | null => {
  const times = readProcesses()
  return times && { times, self: process.cpuUsage() }
}

function descendantsOf(root: number, parents: Map<number, number>): Set<number> {
  const found = new Set([root])
  let grew = true
  while (grew) {
    grew = false
    for (const [id, parent] of parents) {
      if (found.has(parent) && !found.has(id)) {
        found.add(id)
        grew = true
      }
    }
  }
  return found
}

export interface CpuSpent {
  server: number
  postgres: number
  loadGenerator: number
}

/**
 * Seconds of CPU each group used between two snapshots. A process that started in between counts
 * from zero; one that ended in between is missed (PostgreSQL's connections stay open for a run).
 */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot, serverPid: number): CpuSpent {
  const server = descendantsOf(serverPid, after.times.parents)
  const spent = { server: 0, postgres: 0 }
  for (const [id, seconds] of after.times.seconds) {
    const used = seconds - (before.times.seconds.get(id) ?? 0)
    if (server.has(id)) spent.server += used
    else if (after.times.commands.get(id) === 'postgres') spent.postgres += used
  }
  const self = process.cpuUsage(before.self)
  return { ...spent, loadGenerator: (self.user + self.system) / 1e6 }
}
