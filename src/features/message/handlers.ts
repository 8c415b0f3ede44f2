// One subscription of the message stores to the socket for the whole app life. The Messages tab, the chat pages
// and app launch all call installMessageHandlers(); only the first call subscribes.
import { socketService } from '@/lib/socket'
import { onSessionCleared } from '@/lib/storage'
import type { ImContent } from './types'
import { selectBadge, useMessageStore } from './stores/message-store'
import { useChatStore } from './stores/chat-store'
import { showTabBadge } from './lib/tab-badge'

let uninstall: (() => void) | null = null

export function installMessageHandlers(): void {
  if (uninstall) return
  const messages = () => useMessageStore.getState()
  const chat = () => useChatStore.getState()
  const offs = [
    socketService.on('initMessage', (f) => messages().applyInit(f)),
    socketService.on('messagePush', (f) => messages().applyPush(f)),
    socketService.on('Online', (f) => messages().applyOnline(f)),
    socketService.on('Offline', (f) => messages().applyOffline(f)),
    socketService.on('receiveMessage', (f) => {
      messages().applyReceive(f)
      chat().applyIncoming(f)
    }),
    socketService.on('sendMessage', (f) => {
      messages().applySent(f)
      chat().applyEcho(f)
    }),
    socketService.on('error', (f) => chat().applyError(f)),
    socketService.on('messageList', (f) => {
      const list = Array.isArray(f.list) ? (f.list as ImContent[]) : []
      chat().applyHistory(list, (f.pagination ?? {}) as { total?: number })
    }),
    useMessageStore.subscribe((state, prev) => {
      const badge = selectBadge(state)
      if (badge !== selectBadge(prev)) showTabBadge(badge)
    }),
    // the next user of this device must not see these counts or this chat
    onSessionCleared(() => {
      messages().reset()
      chat().close()
    })
  ]
  uninstall = () => offs.forEach((off) => off())
}

/** for tests and hot reload: drop every subscription so the next install starts clean */
export function uninstallMessageHandlers(): void {
  uninstall?.()
  uninstall = null
}

/** the tab badge again from the store (a tab page calls this on show: H5 refuses badges on other pages) */
export function refreshTabBadge(): void {
  showTabBadge(selectBadge(useMessageStore.getState()))
}
