import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { ProcessCentre } from '@/engines/workflow'

/** /pages/index/workFlow: the process centre (main package; the lists are in the workFlow subpackage it preloads) */
export default function ProcessCentrePage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='流程中心' back />
      <ProcessCentre />
    </View>
  )
}
