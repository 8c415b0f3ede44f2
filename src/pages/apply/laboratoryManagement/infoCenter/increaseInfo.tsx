import Taro from '@tarojs/taro'
import { goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession, useSessionStore } from '@/features/session'
import { InfoForm } from '@/features/laboratory'

/** /pages/apply/laboratoryManagement/infoCenter/increaseInfo: 发布试验信息 */
export default function IncreaseInfoPage() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  const contracts = useSessionStore((s) => s.contractList)
  return (
    <InfoForm projectId={project?.id ?? ''} contracts={contracts} onSaved={() => void Taro.navigateBack().catch(() => Taro.redirectTo({ url: routes.infoCenter }))}
      onCancel={() => goBack(routes.infoCenter)} />
  )
}
