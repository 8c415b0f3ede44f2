import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { ProcessItemsScreen } from '@/features/processes'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/processManageNew/index: 工序管理, the items of the section in use at their current process */
export default function ProcessManagePage() {
  useRequireSession()
  const contract = useSessionStore((s) => s.contract)
  return (
    <View className='page'>
      <NavBar title='工序管理' back />
      <ProjectContractHeader />
      <ProcessItemsScreen contractId={contract?.id ?? ''} onOpen={(id) => void Taro.navigateTo({ url: routes.processList(id) })}
        onSelect={() => void Taro.navigateTo({ url: routes.selectWbs })} />
    </View>
  )
}
