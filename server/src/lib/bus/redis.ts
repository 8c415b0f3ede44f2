// Redis pub/sub: one connection publishes, one subscribes (a subscribed ioredis connection cannot publish).
import { Redis } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'
import { parseEvent, type BusEvent, type SocketBus } from './types'

export async function createRedisBus(url: string, channel: string, log: FastifyBaseLogger): Promise<SocketBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 }
  const pub = new Redis(url, options)
  const sub = new Redis(url, options)
  // connection trouble is logged; ioredis reconnects by itself and a publish meanwhile fails (and is logged)
  for (const c of [pub, sub]) c.on('error', (err: Error) => log.warn({ err }, 'socket bus (redis) connection error'))
  try {
    await Promise.all([pub.connect(), sub.connect()])
    await sub.subscribe(channel)
  } catch (err) {
    pub.disconnect()
    sub.disconnect()
    throw new Error(`socket bus: cannot reach Redis at ${url}: ${String(err)}`)
  }
  let handler: ((e: BusEvent) => void) | null = null
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return
    const e = parseEvent(text)
    if (e) handler?.(e)
  })
  return {
    kind: 'redis',
    async publish(event) { await pub.publish(channel, JSON.stringify(event)) },
    subscribe(h) { handler = h },
    async ping() {
      // the subscriber cannot PING outside subscribe mode's rules in every version: its state says enough
      if (sub.status !== 'ready') throw new Error(`the Redis subscriber is ${sub.status}`)
      await pub.ping()
    },
    async close() {
      handler = null
      await Promise.allSettled([sub.quit(), pub.quit()])
    }
  }
}
