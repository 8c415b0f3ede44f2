import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { MaterialSummary } from '@/features/laboratory'

/** /pages/apply/laboratoryManagement/materialSummary/index: 材料汇总 of the project by material, supplier and month */
export default function MaterialSummaryPage() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='材料汇总' back />
      <MaterialSummary projectId={project?.id ?? ''} />
    </View>
  )
}
