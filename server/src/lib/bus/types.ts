// The socket bus: how one instance hands a frame to the sockets of every instance (its own included). Every
// delivery goes through the bus, so one instance and many behave the same way.

/** which sockets a frame is for; a socket matches when its user or its token is named and no exception applies */
export interface Target {
  userIds?: string[]
  /** sha256 ids of tokens (sessions) */
  tokenIds?: string[]
  exceptTokenId?: string
  /** one connection to leave out (the one that just replaced an older socket of the same token) */
  exceptConnId?: string
}

export interface DeliverEvent {
  type: 'deliver'
  to: Target
  frame: Record<string, unknown>
  /** close the socket after sending (closeSocket, logout) */
  close?: boolean
  /** put the socket's own token into frame.token (logout frames name the token being logged out) */
  withToken?: boolean
}

/** which users an instance has sockets for; `full` replaces that instance's list, else it is one change */
export interface PresenceEvent {
  type: 'presence'
  instance: string
  online: string[]
  offline: string[]
  full?: boolean
}

/** a new instance asks the others for their presence lists */
export interface HelloEvent { type: 'hello'; instance: string }

/** shared data an instance keeps in memory changed (menus: the menu catalogue and what roles are granted) */
export interface ChangedEvent { type: 'changed'; instance: string; topic: ChangeTopic }
export type ChangeTopic = 'menus'

export type BusEvent = DeliverEvent | PresenceEvent | HelloEvent | ChangedEvent

export interface SocketBus {
  readonly kind: 'memory' | 'postgres' | 'redis'
  publish(event: BusEvent): Promise<void>
  /** one handler per bus; events published by this instance come back to it too */
  subscribe(handler: (event: BusEvent) => void): void
  /** resolves when the bus's connections answer (the health check); rejects otherwise */
  ping(): Promise<void>
  close(): Promise<void>
}

/** parses a bus payload; anything malformed is dropped (another program could write on the channel) */
export function parseEvent(text: string): BusEvent | null {
  try {
    const e = JSON.parse(text) as BusEvent
    if (e && typeof e === 'object' && (e.type === 'deliver' || e.type === 'presence' || e.type === 'hello' || e.type === 'changed')) return e
  } catch { /* dropped below */ }
  return null
}

/** what services see of the sockets (ctx.realtime): send frames to users or sessions, wherever they are connected */
export interface Realtime {
  publish(to: Target, frame: Record<string, unknown>, opts?: { close?: boolean; withToken?: boolean }): Promise<void>
  /** sessions ended (logout, password change, account cancel): their sockets get a logout frame and close */
  sessionsRevoked(to: Target, msg?: string): Promise<void>
  /** every instance (this one too) drops what it keeps in memory of this topic */
  changed(topic: ChangeTopic): Promise<void>
}
