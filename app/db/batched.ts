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
