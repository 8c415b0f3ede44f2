import { useEffect } from 'react'
import { socketService } from '@/lib/socket'
import { installMessageHandlers } from './handlers'

/** every message screen: the stores listen to the socket, and a socket that gave up is started again */
export function useMessageSocket(): void {
  useEffect(() => {
    installMessageHandlers()
    // a socket the server closed on purpose (closeSocket) stays closed, as app.tsx does on show
    if (socketService.status === 'idle' || socketService.status === 'failed') socketService.start()
  }, [])
}
