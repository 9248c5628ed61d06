import type { Database } from './client.server'

/**
 * A statement made for many callers at once, on each database (or transaction) apart: the first
 * call runs at once; calls made while it runs wait, and all of them go to its next run together.
 * Under load one statement serves many requests; a request alone waits for nothing. `run` answers
 * each input, in order; when it fails, every caller of that run gets its error.
 */
export function batchedPerDatabase<In, Out>(
  run: (db: Database, inputs: readonly In[]) => Promise<Out[]>,
): (db: Database, input: In) => Promise<Out> {
  const queues = new WeakMap<Database, (input: In) => Promise<Out>>()
  return (db, input) => {
    let queue = queues.get(db)
    if (!queue) {
      queue = inTurns((inputs) => run(db, inputs))
      queues.set(db, queue)
    }
    return queue(input)
  }
}

interface Call<In, Out> {
  input: In
  resolve: (out: Out) => void
  reject: (error: unknown) => void
}

function inTurns<In, Out>(run: (inputs: readonly In[]) => Promise<Out[]>) {
  let waiting: Call<In, Out>[] = []
  let running = false
  async function drain() {
    running = true
    while (waiting.length) {
      const turn = waiting
      waiting = []
      try {
        const outs = await run(turn.map((call) => call.input))
        turn.forEach((call, i) => call.resolve(outs[i]!))
      } catch (error) {
        for (const call of turn) call.reject(error)
      }
    }
    running = false
  }
  return (input: In) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject })
      if (!running) void drain()
    })
}

/**
 * For counters that add many hits in one `insert … on conflict` (a row may be changed only once
 * per statement): one hit of each row with how many the row takes, in the order of the rows' keys,
 * so two copies of the server writing the same rows at once never wait on each other in a circle.
 */
export function tally<Hit>(hits: readonly Hit[], rowOf: (hit: Hit) => string) {
  const rows = new Map<string, { hit: Hit; count: number }>()
  for (const hit of hits) {
    const row = rows.get(rowOf(hit))
    if (row) row.count++
    else rows.set(rowOf(hit), { hit, count: 1 })
  }
  return [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row)
}

/**
 * Each hit's count as if the hits had been counted one at a time, in order, from each row's count
 * after all of them (`after`, by rowOf).
 */
export function countsInOrder<Hit>(
  hits: readonly Hit[],
  rowOf: (hit: Hit) => string,
  after: ReadonlyMap<string, number>,
): number[] {
  const later = new Map(tally(hits, rowOf).map(({ hit, count }) => [rowOf(hit), count]))
  return hits.map((hit) => {
    const row = rowOf(hit)
    const left = later.get(row)! - 1
    later.set(row, left)
    return after.get(row)! - left
  })
}
