// The sockets of this instance and who is online anywhere. Frames reach sockets only through the bus, so a
// frame for a user connected to another instance travels the same path as one for a local user.
import crypto from 'node:crypto'
import type { WebSocket } from 'ws'
import type { FastifyBaseLogger } from 'fastify'
import type { BusEvent, ChangeTopic, DeliverEvent, Realtime, SocketBus, Target } from '../../lib/bus'

export interface Conn {
  id: string
  ws: WebSocket
  userId: string
  tokenId: string
  /** the token as the client holds it ('bearer ...'), echoed in its logout frame */
  token: string
  registered: boolean
  windowStart: number
  frames: number
}

/** a client that cannot keep up is dropped instead of buffering without bound */
const MAX_BUFFERED = 4 * 1024 * 1024

export class SocketHub implements Realtime {
  readonly instance = crypto.randomUUID()
  private readonly byUser = new Map<string, Set<Conn>>()
  private readonly remote = new Map<string, Set<string>>()
  private closing = false
  /** told when a user comes online or goes offline across all instances (Online / Offline frames) */
  onPresence: (userId: string, online: boolean) => void = () => undefined
  /**
   * told when shared data kept in memory changed on any instance; also when another instance starts, since it
   * installs the catalogue (menus, grants) into the shared database before it says hello
   */
  onChanged: (topic: ChangeTopic) => void = () => undefined

  constructor(private readonly bus: SocketBus, private readonly log: FastifyBaseLogger) {
    bus.subscribe((e) => this.receive(e))
  }

  async start(): Promise<void> {
    await this.bus.publish({ type: 'hello', instance: this.instance })
  }

  async stop(): Promise<void> {
    this.closing = true
    await this.bus.publish({ type: 'presence', instance: this.instance, online: [], offline: [], full: true }).catch(() => undefined)
    for (const set of this.byUser.values()) for (const c of set) c.ws.close(1001, 'server shutting down')
    this.byUser.clear()
    await this.bus.close()
  }

  get busKind(): SocketBus['kind'] { return this.bus.kind }

  /** the bus to the other instances answers (the health check) */
  pingBus(): Promise<void> { return this.bus.ping() }

  isOnline(userId: string): boolean {
    if (this.byUser.has(userId)) return true
    for (const set of this.remote.values()) if (set.has(userId)) return true
    return false
  }

  onlineUsers(): string[] {
    const all = new Set(this.byUser.keys())
    for (const set of this.remote.values()) for (const u of set) all.add(u)
    return [...all]
  }

  localConnections(): number {
    let n = 0
    for (const set of this.byUser.values()) n += set.size
    return n
  }

  /** OnConnection: an older socket of the same session (here or elsewhere) is told to close */
  async register(conn: Conn): Promise<void> {
    if (conn.registered || this.closing) return
    await this.publish({ tokenIds: [conn.tokenId], exceptConnId: conn.id }, { method: 'closeSocket' }, { close: true })
    conn.registered = true
    const wasOnline = this.isOnline(conn.userId)
    let set = this.byUser.get(conn.userId)
    if (!set) {
      set = new Set()
      this.byUser.set(conn.userId, set)
      await this.bus.publish({ type: 'presence', instance: this.instance, online: [conn.userId], offline: [] })
    }
    set.add(conn)
    if (!wasOnline) this.onPresence(conn.userId, true)
  }

  async unregister(conn: Conn): Promise<void> {
    const set = this.byUser.get(conn.userId)
    if (!conn.registered || !set || !set.delete(conn)) return
    conn.registered = false
    if (set.size > 0 || this.closing) return
    this.byUser.delete(conn.userId)
    await this.bus.publish({ type: 'presence', instance: this.instance, online: [], offline: [conn.userId] })
    if (!this.isOnline(conn.userId)) this.onPresence(conn.userId, false)
  }

  async publish(to: Target, frame: Record<string, unknown>, opts: { close?: boolean; withToken?: boolean } = {}): Promise<void> {
    if (this.closing) return
    await this.bus.publish({ type: 'deliver', to, frame, ...opts })
  }

  async sessionsRevoked(to: Target, msg = '登录状态已失效，请重新登录'): Promise<void> {
    await this.publish(to, { method: 'logout', msg }, { close: true, withToken: true })
  }

  async changed(topic: ChangeTopic): Promise<void> {
    await this.bus.publish({ type: 'changed', instance: this.instance, topic })
  }

  /** sends one frame to one socket of this instance (replies that never cross the bus) */
  send(conn: Conn, frame: Record<string, unknown>, close = false): void {
    if (conn.ws.readyState !== conn.ws.OPEN) return
    if (conn.ws.bufferedAmount > MAX_BUFFERED) {
      conn.ws.terminate()
      return
    }
    conn.ws.send(JSON.stringify(frame))
    if (close) conn.ws.close(1000)
  }

  private receive(e: BusEvent): void {
    try {
      if (e.type === 'deliver') this.deliver(e)
      else if (e.type === 'changed') this.onChanged(e.topic)
      else if (e.type === 'hello') {
        if (e.instance !== this.instance) this.onChanged('menus')
        if (e.instance !== this.instance && !this.closing) {
          void this.bus.publish({ type: 'presence', instance: this.instance, online: [...this.byUser.keys()], offline: [], full: true })
            .catch((err: unknown) => this.log.warn({ err }, 'socket bus publish failed'))
        }
      } else if (e.instance !== this.instance) this.presence(e)
    } catch (err) {
      this.log.warn({ err }, 'socket bus event dropped')
    }
  }

  private presence(e: Extract<BusEvent, { type: 'presence' }>): void {
    const set = e.full ? new Set<string>() : (this.remote.get(e.instance) ?? new Set<string>())
    for (const u of e.online) set.add(u)
    for (const u of e.offline) set.delete(u)
    if (set.size) this.remote.set(e.instance, set)
    else this.remote.delete(e.instance)
  }

  private deliver(e: DeliverEvent): void {
    const { to } = e
    const targets = new Set<Conn>()
    for (const u of to.userIds ?? []) for (const c of this.byUser.get(u) ?? []) targets.add(c)
    if (to.tokenIds?.length) {
      const ids = new Set(to.tokenIds)
      for (const set of this.byUser.values()) for (const c of set) if (ids.has(c.tokenId)) targets.add(c)
    }
    for (const c of targets) {
      if (c.tokenId === to.exceptTokenId || c.id === to.exceptConnId) continue
      this.send(c, e.withToken ? { ...e.frame, token: c.token } : e.frame, e.close)
    }
  }
}
