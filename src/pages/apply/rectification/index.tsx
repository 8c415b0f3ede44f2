import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { MyHazards } from '@/features/safety'

/** /pages/apply/rectification/index: 隐患整改, the hazards I am responsible for */
export default function RectificationPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='隐患整改' back />
      <MyHazards as='responsible' />
    </View>
  )
}
