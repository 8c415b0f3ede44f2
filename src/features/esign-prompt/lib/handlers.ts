// The socket's signing frames for the whole app life (spec §4): GetHandSignUrl checks the prompt rule (a flow the
// user approved has passed); GetCallBackHandSignUrl is the socket's own (it toggles refreshBatchESign, which the
// signing lists watch to reload).
import { socketService } from '@/lib/socket'
import { checkBatchSignPrompt } from './prompt'

let uninstall: (() => void) | null = null

export function installESignHandlers(): void {
  if (uninstall) return
  uninstall = socketService.on('GetHandSignUrl', () => {
    checkBatchSignPrompt('approve').catch((err: unknown) => console.warn('batch-sign prompt check failed', err))
  })
}

export function uninstallESignHandlers(): void {
  uninstall?.()
  uninstall = null
}
