import Taro from '@tarojs/taro'
import { goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession, useSessionStore } from '@/features/session'
import { LedgerForm } from '@/features/laboratory'

/** /pages/apply/laboratoryManagement/constructionLedger/increaseLedger: a new record of the 施工检测台账 */
export default function IncreaseLedgerPage() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  const contracts = useSessionStore((s) => s.contractList)
  return (
    <LedgerForm kind='construction' title='新增施工检测' projectId={project?.id ?? ''} contracts={contracts}
      onSaved={(id) => void Taro.redirectTo({ url: routes.constructionLedger({ id }) })} onCancel={() => goBack(routes.constructionLedger())} />
  )
}
