/**
 * Stopping a server without dropping a request a client has sent (decision 049).
 *
 * On the signal the server first drains: it goes on serving for `drainMs` while its health check
 * answers 503, so that a load balancer takes it out of rotation before it stops accepting, and
 * every answer from then on says `Connection: close`, so clients open their next connection
 * elsewhere. Then it stops accepting, answers every request it has received, lets each
 * connection close after its last answer, and resolves once none is left.
 *
 * Node's own `http.Server.close()` is not used: it also destroys every connection with no request
 * in progress, and that includes a connection Node has accepted whose request it has not read
 * yet, and a kept-alive connection whose next request is on its way. Their clients saw a reset
 * after sending a request. Here a connection is only closed once nothing has arrived on it for
 * `quietMs` and it has no request in progress.
 */
import type { Server } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

export interface GracefulShutdown {
  /** True from the signal on: the health check answers 503. */
  readonly draining: boolean
  /**
   * Drains, stops accepting and waits for the last connection to close. Resolves with `true`, or
   * `false` if connections were still open at `limitMs` after the call (they are then destroyed).
   * Calling it again returns the same promise.
   */
  stop(): Promise<boolean>
}

export interface ShutdownTiming {
  /** How long the server goes on serving, with a failing health check, before it stops accepting. */
  drainMs: number
  /** The most the whole stop may take, from the signal to the last connection closed. */
  limitMs: number
  /** A connection with no request in progress is closed once nothing has arrived on it for this long. */
  quietMs?: number
}

/** How long after the drain the process may still take to finish its answers (its hard limit). */
export const FINISH_LIMIT_MS = 10_000

/** The hard limit of a stop that drains for `drainSeconds`. */
export const shutdownLimitMs = (drainSeconds: number) => drainSeconds * 1000 + FINISH_LIMIT_MS

interface Tracked {
  /** Requests received on the connection and not yet answered. */
  open: number
  /** Bytes read from it when it was last seen, and when that count last changed. */
  bytesRead: number
  changedAt: number
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Tracks `server`'s connections from now on; call before it listens. */
export function gracefulShutdown(server: Server, timing: ShutdownTiming): GracefulShutdown {
  const { drainMs, limitMs, quietMs = 500 } = timing
  const connections = new Map<Socket, Tracked>()
  let draining = false
  let stopping: Promise<boolean> | undefined

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { open: 0, bytesRead: 0, changedAt: Date.now() })
    socket.once('close', () => connections.delete(socket))
  })
  // Before the application's own listener, so the header is set before anything is written.
  server.prependListener('request', (req, res) => {
    const tracked = connections.get(req.socket)
    if (tracked) tracked.open++
    if (draining) res.setHeader('Connection', 'close')
    res.once('close', () => {
      if (tracked) tracked.open--
    })
  })

  /** Closes the connections that have no request in progress and have been quiet for `quietMs`. */
  function closeQuietConnections(now: number) {
    for (const [socket, tracked] of connections) {
      if (socket.bytesRead !== tracked.bytesRead) {
        tracked.bytesRead = socket.bytesRead
        tracked.changedAt = now
        continue
      }
      if (tracked.open === 0 && now - tracked.changedAt >= quietMs) socket.destroy()
    }
  }

  async function run(): Promise<boolean> {
    const deadline = Date.now() + limitMs
    draining = true
    await wait(drainMs)
    // Stop accepting: the listening socket only, not http.Server's close (see above).
    NetServer.prototype.close.call(server)
    // A connection accepted before this moment may still be sending its request: it is read and
    // answered. One that stays quiet with nothing in progress is closed.
    while (connections.size && Date.now() < deadline) {
      closeQuietConnections(Date.now())
      await wait(Math.min(50, quietMs))
    }
    const finished = connections.size === 0
    for (const socket of connections.keys()) socket.destroy()
    return finished
  }

  return {
    get draining() {
      return draining
    },
    stop() {
      stopping ??= run()
      return stopping
    },
  }
}
