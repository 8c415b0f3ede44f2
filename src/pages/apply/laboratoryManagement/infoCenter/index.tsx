import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { InfoCenter } from '@/features/laboratory'

/** /pages/apply/laboratoryManagement/infoCenter/index: 试验信息中心 (试验计划, 仪器检定, 标准更新, 通知公告) */
export default function InfoCenterPage() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='试验信息中心' back />
      <InfoCenter projectId={project?.id ?? ''} />
    </View>
  )
}
