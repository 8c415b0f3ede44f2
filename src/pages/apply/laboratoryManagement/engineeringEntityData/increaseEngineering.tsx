import Taro from '@tarojs/taro'
import { goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession, useSessionStore } from '@/features/session'
import { LedgerForm } from '@/features/laboratory'

/** /pages/apply/laboratoryManagement/engineeringEntityData/increaseEngineering: a new 工程实体检测 record */
export default function IncreaseEngineeringPage() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  const contracts = useSessionStore((s) => s.contractList)
  return (
    <LedgerForm kind='entity' title='新增实体检测' projectId={project?.id ?? ''} contracts={contracts}
      onSaved={(id) => void Taro.redirectTo({ url: routes.engineeringEntityData({ id }) })} onCancel={() => goBack(routes.engineeringEntityData())} />
  )
}
