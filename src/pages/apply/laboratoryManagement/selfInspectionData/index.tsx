import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { LedgerList } from '@/features/laboratory'

/** /pages/apply/laboratoryManagement/selfInspectionData/index: 自检数据, the 施工自检 records of both ledgers */
export default function SelfInspectionDataPage() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='自检数据' back />
      <LedgerList projectId={project?.id ?? ''} inspectionType='self' />
    </View>
  )
}
