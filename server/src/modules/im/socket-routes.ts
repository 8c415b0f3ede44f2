// /api/message/websocket/:token (jnpf-api.md §8): checks the path token on connect and every frame's token,
// limits size and rate, and never lets a bad frame reach further than an error frame.
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'
import type { SessionUser } from '../../context'
import { BadRequest, isDomainError } from '../../errors'
import { bareToken, TOKEN_PREFIX } from '../../lib/tokens'
import { findSession } from '../oauth/session-service'
import { handleFrame, type Frame } from './frames'
import type { Conn } from './hub'

export const FRAME_MAX_BYTES = 64 * 1024
export const FRAMES_PER_SECOND = 30
/** a socket that never registers (OnConnection) is closed after this long instead of being held open */
export const REGISTER_WITHIN_MS = 60_000

async function sessionOf(app: FastifyInstance, raw: unknown): Promise<SessionUser | null> {
  const token = typeof raw === 'string' ? bareToken(raw) : ''
  if (!token || token.length > 512) return null
  return findSession(app.ctx, token)
}

export async function socketRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx
  const hub = app.socketHub

  app.route({
    method: 'GET',
    url: '/api/message/websocket/:token',
    config: { public: true },
    // a plain HTTP GET (no upgrade) gets an envelope instead of an empty answer
    handler: async () => { throw new BadRequest('请使用 WebSocket 连接') },
    wsHandler: (ws: WebSocket, request) => {
      const pathToken = String((request.params as { token?: string }).token ?? '')
      const conn: Conn = {
        id: crypto.randomUUID(), ws, userId: '', tokenId: '', token: '', registered: false, windowStart: Date.now(), frames: 0
      }
      const closeSocket = () => hub.send(conn, { method: 'closeSocket' }, true)
      const error = (msg: string) => hub.send(conn, { method: 'error', msg })

      // frames are handled one at a time, in order, after the connect check
      let queue: Promise<unknown> = sessionOf(app, pathToken).then((s) => {
        if (!s) return closeSocket()
        conn.userId = s.user.id
        conn.tokenId = s.tokenId
        conn.token = TOKEN_PREFIX + bareToken(pathToken)
      }).catch((err: unknown) => {
        request.log.error({ err }, 'socket connect check failed')
        closeSocket()
      })

      const process = async (data: Buffer, isBinary: boolean) => {
        if (!conn.userId) return
        if (isBinary) return error('只接受 JSON 文本消息')
        if (data.length > FRAME_MAX_BYTES) return error(`消息不能超过 ${FRAME_MAX_BYTES / 1024} KB`)
        let f: Frame
        try {
          f = JSON.parse(data.toString('utf8')) as Frame
        } catch {
          return error('消息不是合法的 JSON')
        }
        if (!f || typeof f !== 'object' || Array.isArray(f) || typeof f.method !== 'string') return error('缺少 method')
        const token = typeof f.token === 'string' && f.token ? f.token : pathToken
        const s = await sessionOf(app, token)
        // a revoked or foreign token ends this socket: the client must log in again (JNPF sends closeSocket too)
        if (!s || s.user.id !== conn.userId) return closeSocket()
        if (s.tokenId !== conn.tokenId) return error('令牌与连接不一致')
        try {
          await handleFrame(ctx, hub, conn, s.user, f)
        } catch (err) {
          if (isDomainError(err)) return error(err.message)
          request.log.error({ err }, 'socket frame failed')
          error('系统异常')
        }
      }

      ws.on('message', (data: Buffer, isBinary: boolean) => {
        const now = Date.now()
        if (now - conn.windowStart >= 1000) {
          conn.windowStart = now
          conn.frames = 0
        }
        conn.frames += 1
        if (conn.frames > FRAMES_PER_SECOND * 4) return ws.close(1008, 'too many frames')
        if (conn.frames > FRAMES_PER_SECOND) return error('消息发送过于频繁，请稍后再试')
        queue = queue.then(() => process(data, isBinary)).catch((err: unknown) => request.log.error({ err }, 'socket frame failed'))
      })
      const unregistered = setTimeout(() => { if (!conn.registered) closeSocket() }, REGISTER_WITHIN_MS)
      unregistered.unref()
      ws.on('close', () => {
        clearTimeout(unregistered)
        queue = queue.then(() => hub.unregister(conn)).catch((err: unknown) => request.log.warn({ err }, 'socket unregister failed'))
      })
      ws.on('error', (err) => request.log.info({ err }, 'socket error'))
    }
  })
}
