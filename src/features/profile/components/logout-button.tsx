import { useState } from 'react'
import { confirmAction } from '../lib/confirm'
import { ActionButton } from './action-button'

export interface LogoutButtonProps {
  /** the session's logout (revoke the token, clear the session, back to login) */
  onLogout: () => Promise<void>
}

/** 退出登录, only after the user confirms */
export function LogoutButton({ onLogout }: LogoutButtonProps) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    const ok = await confirmAction({ title: '退出登录', content: '确定要退出当前账号吗？', confirmText: '退出', danger: true })
    if (!ok) return
    setBusy(true)
    try {
      await onLogout()
    } finally {
      setBusy(false)
    }
  }
  return (
    <ActionButton type='plain' loading={busy} onClick={() => void run()}>
      退出登录
    </ActionButton>
  )
}
