// The documents waiting for my signature (GetRoleSign's push list) and the ones I signed, reloaded when the socket
// toggles refreshBatchESign (a signature finished here, on another device or at the provider) and after signing.
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import type { HandSignPushItem, RoleSignVO, SignedDocumentVO, StampKind } from '@shared/api/esign'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { useSharedStore } from '@/lib/shared-store'
import { getSignedList, handSign } from '../api/esign'
import { loadRoleSign } from '../lib/role-sign'

export type LoadStatus = 'loading' | 'ready' | 'error'

export interface SignList {
  status: LoadStatus
  info: RoleSignVO | null
  pending: HandSignPushItem[]
  signed: SignedDocumentVO[]
  busy: boolean
  reload(): Promise<void>
  /** signs the tasks; answers how many were signed */
  sign(taskIds: string[], stampKind?: StampKind): Promise<number>
}

export function useSignList(flag: 'approve' | 'login' = 'approve'): SignList {
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [info, setInfo] = useState<RoleSignVO | null>(null)
  const [signed, setSigned] = useState<SignedDocumentVO[]>([])
  const [busy, setBusy] = useState(false)
  const refresh = useSharedStore((s) => s.refreshBatchESign)

  const reload = useCallback(async () => {
    try {
      const [role, docs] = await Promise.all([loadRoleSign(flag), getSignedList()])
      setInfo(role)
      setSigned(docs)
      setStatus('ready')
    } catch {
      setStatus('error')
    }
  }, [flag])

  useEffect(() => {
    void reload()
  }, [reload, refresh])

  const sign = useCallback(async (taskIds: string[], stampKind: StampKind = 'seal') => {
    setBusy(true)
    try {
      const { msg, results } = await handSign({ taskIds, stampKind })
      const ok = results.filter((r) => r.ok).length
      const failed = results.find((r) => !r.ok)
      await Taro.showToast({ title: failed ? `${msg}：${failed.msg}` : msg || '签署成功', icon: failed ? 'none' : 'success' })
      // a provider's sign task opens where the signer signs it
      const waiting = results.find((r) => r.document && r.document.state === 0 && r.document.signUrl)
      if (waiting?.document) await Taro.navigateTo({ url: routes.autoSignWebview(waiting.document.signUrl) })
      return ok
    } catch (err) {
      await Taro.showToast({ title: errorText(err, '签署失败，请重试'), icon: 'none' })
      return 0
    } finally {
      setBusy(false)
      await reload()
    }
  }, [reload])

  return { status, info, pending: info?.handSignPushData?.handSignPushDataList ?? [], signed, busy, reload, sign }
}
