import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { MyHazards } from '@/features/safety'

/** /pages/apply/dangerList/index: 上报记录, the hazards I reported */
export default function DangerListPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='上报记录' back />
      <MyHazards as='reporter' />
    </View>
  )
}
