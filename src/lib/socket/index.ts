// The app's one IM socket (spec §4/§8/§9). Screens and stores subscribe with socketService.on(method, handler).
import { createSocketService } from './socket-service'
import { onSessionCleared } from '@/lib/storage'
import type { SocketService } from './types'

export type { FrameHandler, SocketFrame, SocketMethod, SocketService, SocketStatus, StatusHandler } from './types'
export { SOCKET_METHODS } from './types'
export { createSocketService } from './socket-service'

export const socketService: SocketService = createSocketService()

// a session ended anywhere (logout, 600/601/602, empty menu list) takes its socket with it
onSessionCleared(() => socketService.close())
