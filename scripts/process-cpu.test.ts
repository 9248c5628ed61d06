import { expect, test } from 'vitest'
import { cpuSpent, type CpuSnapshot } from './process-cpu'

const snapshot = (
  rows: [id: number, parent: number, command: string, seconds: number][],
): CpuSnapshot => ({
  times: {
    seconds: new Map(rows.map(([id, , , seconds]) => [id, seconds])),
    parents: new Map(rows.map(([id, parent]) => [id, parent])),
    commands: new Map(rows.map(([id, , command]) => [id, command])),
  },
  self: process.cpuUsage(),
})

test('the server counts with the workers it forked; PostgreSQL by its processes; a new process from zero', () => {
  const before = snapshot([
    [100, 1, 'node', 2],
    [101, 100, 'node', 1],
    [200, 1, 'postgres', 5],
    [300, 1, 'node', 7],
  ])
  const after = snapshot([
    [100, 1, 'node', 3],
    [101, 100, 'node', 4],
    [102, 101, 'node', 0.5],
    [200, 1, 'postgres', 6],
    [201, 200, 'postgres', 2],
    [300, 1, 'node', 9],
  ])
  const spent = cpuSpent(before, after, 100)
  expect(spent.server).toBeCloseTo(1 + 3 + 0.5)
  expect(spent.postgres).toBeCloseTo(1 + 2)
  expect(spent.loadGenerator).toBeGreaterThanOrEqual(0)
})
