import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession, useSessionStore } from '@/features/session'
import { IncomingMaterials, MaterialDetail, MaterialForm } from '@/features/laboratory'

/**
 * /pages/apply/laboratoryManagement/incomingMaterials/index: 材料进场. Without parameters the batches of the
 * project; ?mode=add the registration with sampling and test results; ?id= one batch with its results and record.
 */
export default function IncomingMaterialsPage() {
  useRequireSession()
  const params = useRouter().params
  const project = useSessionStore((s) => s.project)
  const contracts = useSessionStore((s) => s.contractList)
  const projectId = project?.id ?? ''
  if (params.id) {
    return (
      <View className='page'>
        <NavBar title='进场材料' back />
        <MaterialDetail id={decodeURIComponent(params.id)} />
      </View>
    )
  }
  if (params.mode === 'add') {
    return (
      <View className='page'>
        <NavBar title='登记进场材料' back />
        <MaterialForm projectId={projectId} contracts={contracts} onSaved={(id) => void Taro.redirectTo({ url: routes.incomingMaterials({ id }) })} />
      </View>
    )
  }
  return (
    <View className='page'>
      <NavBar title='材料进场' back />
      <IncomingMaterials projectId={projectId} />
    </View>
  )
}
