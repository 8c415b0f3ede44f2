// One instance: events go straight back to the subscriber, on a microtask so publish never re-enters the caller.
import type { BusEvent, SocketBus } from './types'

export function createMemoryBus(): SocketBus {
  let handler: ((e: BusEvent) => void) | null = null
  return {
    kind: 'memory',
    async publish(event) {
      // a deep copy, so a frame is never shared between the publisher and the sockets (as on the real buses)
      const copy = JSON.parse(JSON.stringify(event)) as BusEvent
      queueMicrotask(() => handler?.(copy))
    },
    subscribe(h) { handler = h },
    async ping() { /* in this process: always there */ },
    async close() { handler = null }
  }
}
