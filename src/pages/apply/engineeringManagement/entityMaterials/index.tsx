import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { MaterialList } from '@/features/processes'
import { ProjectContractHeader, useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/engineeringManagement/entityMaterials/index: 实体材料 of the section in use */
export default function EntityMaterialsPage() {
  useRequireSession()
  const contract = useSessionStore((s) => s.contract)
  return (
    <View className='page'>
      <NavBar title='实体材料' back />
      <ProjectContractHeader />
      <MaterialList contractId={contract?.id ?? ''} onAdd={() => void Taro.navigateTo({ url: routes.entityMaterialAdd() })} />
    </View>
  )
}
