import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { ApprovalDailyReportScreen } from '@/features/progress'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/progressManage/approvalDailyReport/index: 日报审批 of the sections of the project in use */
export default function ApprovalDailyReportPage() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='日报审批' back />
      <ProjectContractHeader />
      <ApprovalDailyReportScreen projectId={project?.id ?? ''} />
    </View>
  )
}
