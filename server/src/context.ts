// What every service needs, built once in app.ts and handed down; tests swap the clock and SMS sender.
import type { FastifyBaseLogger } from 'fastify'
import type { ServerConfig } from './config'
import type { Db } from './db/database'
import type { Realtime } from './lib/bus'
import type { Clock } from './lib/clock'
import type { FileStore } from './lib/file-store'
import type { SmsSender } from './lib/sms'
import type { UserTable } from './db/schema'

export interface AppContext {
  config: ServerConfig
  db: Db
  dialect: 'sqlite' | 'postgres'
  clock: Clock
  sms: SmsSender
  log: FastifyBaseLogger
  /** where uploads, exports and prints live (DATA_DIR or an S3 bucket; lib/file-store) */
  store: FileStore
  /** live frames to users' sockets on any instance; set by plugins/socket.ts once the bus is up */
  realtime?: Realtime
}

export interface SessionUser {
  tokenId: string
  user: UserTable
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
  interface FastifyRequest {
    session: SessionUser | null
  }
  interface FastifyContextConfig {
    /** routes reachable without a token */
    public?: boolean
  }
}
