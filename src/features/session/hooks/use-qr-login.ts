import { useCallback, useEffect, useRef, useState } from 'react'
import { TicketStatus } from '@shared/api/oauth'
import { getLoginTicket, getLoginTicketStatus, type LoginTicket } from '../api/qr-ticket'
import { useSessionStore } from '../stores/session-store'
import { errorText } from '@/lib/error-text'

export const QR_POLL_INTERVAL = 1500

export type QrLoginState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'waiting'; ticket: string }
  | { phase: 'success' }
  | { phase: 'expired' }
  | { phase: 'error'; message: string }

/**
 * The H5 side of QR login (jnpf-api.md §2.4): fetch a ticket, then poll its status every 1.5 s while `active`
 * (QR tab shown and page visible). 2 keeps waiting; 1 carries the token; 3 the reason it failed; 5 expired.
 */
export function useQrLogin({ active, onSuccess }: { active: boolean; onSuccess: () => void }) {
  const [state, setState] = useState<QrLoginState>({ phase: 'idle' })
  const ticketRef = useRef<LoginTicket | null>(null)
  const fetchId = useRef(0)
  const onSuccessRef = useRef(onSuccess)
  onSuccessRef.current = onSuccess

  const refresh = useCallback(async () => {
    const id = ++fetchId.current
    ticketRef.current = null
    setState({ phase: 'loading' })
    try {
      const ticket = await getLoginTicket()
      if (id !== fetchId.current) return
      ticketRef.current = ticket
      setState({ phase: 'waiting', ticket: ticket.ticket })
    } catch (err) {
      if (id === fetchId.current) setState({ phase: 'error', message: errorText(err, '二维码获取失败，请刷新重试') })
    }
  }, [])

  useEffect(() => {
    if (active && state.phase === 'idle') void refresh()
  }, [active, state.phase, refresh])

  const waitingTicket = state.phase === 'waiting' ? state.ticket : ''
  useEffect(() => {
    if (!active || !waitingTicket) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined

    const finish = (next: QrLoginState) => {
      stopped = true
      setState(next)
    }
    const poll = async () => {
      const expiresAt = ticketRef.current?.expiresAt ?? 0
      if (expiresAt && Date.now() > expiresAt) return finish({ phase: 'expired' })
      try {
        const status = await getLoginTicketStatus(waitingTicket)
        if (stopped) return
        if (status.status === TicketStatus.Success) {
          finish({ phase: 'success' })
          try {
            await useSessionStore.getState().loginWithToken(status.value)
            onSuccessRef.current()
          } catch (err) {
            setState({ phase: 'error', message: errorText(err, '登录失败，请刷新二维码重试') })
          }
          return
        }
        if (status.status === TicketStatus.ErrLogin) return finish({ phase: 'error', message: status.value || '登录失败' })
        if (status.status === TicketStatus.Invalid) return finish({ phase: 'expired' })
        if (status.status !== TicketStatus.UnLogin) {
          return finish({ phase: 'error', message: '暂不支持该登录方式，请使用账号密码登录' })
        }
      } catch {
        // a dropped poll (flaky site network) is retried on the next tick; expiry still ends the wait
      }
      if (!stopped) timer = setTimeout(poll, QR_POLL_INTERVAL)
    }
    timer = setTimeout(poll, QR_POLL_INTERVAL)
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [active, waitingTicket])

  return { state, refresh }
}
