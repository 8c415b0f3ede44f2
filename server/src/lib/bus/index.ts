// Picks the bus the configuration asks for (config.socketBus).
import type { AppContext } from '../../context'
import { createMemoryBus } from './memory'
import { createPostgresBus } from './postgres'
import { createRedisBus } from './redis'
import type { SocketBus } from './types'

export type { BusEvent, ChangeTopic, DeliverEvent, Realtime, SocketBus, Target } from './types'

export async function createBus(ctx: Pick<AppContext, 'config' | 'log' | 'clock'>): Promise<SocketBus> {
  const { config } = ctx
  if (config.socketBus === 'redis') return createRedisBus(config.redisUrl, config.socketChannel, ctx.log)
  if (config.socketBus === 'postgres') {
    return createPostgresBus({
      url: config.databaseUrl, schema: config.databaseSchema, channel: config.socketChannel, log: ctx.log, now: () => ctx.clock.now()
    })
  }
  return createMemoryBus()
}
