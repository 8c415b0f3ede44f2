import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { WbsTreeScreen } from '@/features/progress'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/processManageNew/selectWbs: pick an item (分项工程) of the section's WBS; its processes open */
export default function SelectWbsPage() {
  useRequireSession()
  const contract = useSessionStore((s) => s.contract)
  return (
    <View className='page'>
      <NavBar title='选择分项工程' back />
      <ProjectContractHeader />
      <WbsTreeScreen contractId={contract?.id ?? ''} onPick={(node) => void Taro.redirectTo({ url: routes.processList(node.id) })} />
    </View>
  )
}
