import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { WbsTreeScreen } from '@/features/progress'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/wbsTree/index: WBS分解 of the section in use, with progress per node */
export default function WbsTreePage() {
  useRequireSession()
  const contract = useSessionStore((s) => s.contract)
  return (
    <View className='page'>
      <NavBar title='WBS分解' back />
      <ProjectContractHeader />
      <WbsTreeScreen contractId={contract?.id ?? ''} />
    </View>
  )
}
