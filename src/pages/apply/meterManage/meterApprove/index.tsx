import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { MeterApproveScreen } from '@/features/progress'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/meterManage/meterApprove/index: 计量审批, the countersign of the project's meterings */
export default function MeterApprovePage() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return (
    <View className='page'>
      <NavBar title='计量审批' back />
      <ProjectContractHeader />
      <MeterApproveScreen projectId={project?.id ?? ''} me={me} />
    </View>
  )
}
