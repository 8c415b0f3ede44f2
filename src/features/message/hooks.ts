import { useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'
import { socketService } from '@/lib/socket'
import { installMessageHandlers } from './handlers'

/** every message screen: the stores listen to the socket, and a socket that gave up is started again */
export function useMessageSocket(): void {
  useEffect(() => {
    installMessageHandlers()
    socketService.resume()
  }, [])
  // tab pages stay mounted: coming back to one is the moment to heal a socket that gave up
  useDidShow(() => socketService.resume())
}
