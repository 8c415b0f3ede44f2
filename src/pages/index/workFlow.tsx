import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { useRequireSession } from '@/features/session'

/** this module arrives in a later issue; until then the page says so instead of showing invented content */
export default function ProcessCentrePage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='流程中心' back />
      <PageState status='empty' text='流程中心即将上线，届时这里将显示待办、已办、抄送和发起的审批流程。' />
    </View>
  )
}
