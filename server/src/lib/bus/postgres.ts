// PostgreSQL LISTEN/NOTIFY on one dedicated connection. NOTIFY refuses payloads of 8000 bytes or more, so a
// larger event is stored in socket_bus_event and only its id is notified; listeners read it back by id.
import crypto from 'node:crypto'
import pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import { parseEvent, type BusEvent, type SocketBus } from './types'

const INLINE_MAX = 7000
const BY_ID = 'id:'

export interface PgBusOptions { url: string; schema: string; channel: string; log: FastifyBaseLogger; now: () => number }

export async function createPostgresBus(o: PgBusOptions): Promise<SocketBus> {
  const options = `-c search_path=${o.schema}`
  // the listening connection only listens; publishing and reading stored events use a small pool, since one pg
  // client must not run overlapping queries
  const client = new pg.Client({ connectionString: o.url, options })
  const pool = new pg.Pool({ connectionString: o.url, options, max: 4 })
  const onError = (err: Error) => o.log.warn({ err }, 'socket bus (postgres) connection error')
  client.on('error', onError)
  pool.on('error', onError)
  try {
    await client.connect()
  } catch (err) {
    await pool.end()
    throw err
  }
  const channel = `${o.channel}_${o.schema}`
  await client.query(`LISTEN ${channel}`)
  let handler: ((e: BusEvent) => void) | null = null
  let closed = false

  const receive = async (payload: string) => {
    let text = payload
    if (payload.startsWith(BY_ID)) {
      const r = await pool.query<{ payload: string }>('SELECT payload FROM socket_bus_event WHERE id = $1', [payload.slice(BY_ID.length)])
      if (!r.rows[0]) return
      text = r.rows[0].payload
    }
    const e = parseEvent(text)
    if (e) handler?.(e)
  }
  // one at a time, in notification order: an event read back by id must not be overtaken by a later inline one
  let chain: Promise<void> = Promise.resolve()
  client.on('notification', (n) => {
    if (n.channel !== channel || !n.payload || closed) return
    const payload = n.payload
    chain = chain.then(() => receive(payload)).catch((err: unknown) => o.log.warn({ err }, 'socket bus (postgres) could not read an event'))
  })

  return {
    kind: 'postgres',
    async publish(event) {
      const text = JSON.stringify(event)
      if (Buffer.byteLength(text) <= INLINE_MAX) {
        await pool.query('SELECT pg_notify($1, $2)', [channel, text])
        return
      }
      const id = crypto.randomUUID()
      const now = o.now()
      await pool.query('INSERT INTO socket_bus_event (id, payload, created_at) VALUES ($1, $2, $3)', [id, text, now])
      await pool.query('SELECT pg_notify($1, $2)', [channel, BY_ID + id])
      // every listener reads within milliseconds; a minute later the row is dead weight
      if (Math.random() < 0.05) await pool.query('DELETE FROM socket_bus_event WHERE created_at < $1', [now - 60_000])
    },
    subscribe(h) { handler = h },
    async ping() {
      // the listening connection itself: if it broke, this instance hears nothing from the others
      await client.query('SELECT 1')
      await pool.query('SELECT 1')
    },
    async close() {
      closed = true
      handler = null
      await client.end().catch(() => undefined)
      await pool.end().catch(() => undefined)
    }
  }
}
