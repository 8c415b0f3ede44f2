import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { SubordinateList } from '@/features/profile'

/** /pages/my/subordinate/index?id=: one level of the reporting tree (id 0 = the current user's) */
export default function SubordinatePage() {
  const { params } = useRouter()
  const selfId = useSessionStore((s) => s.userInfo?.userId)
  const id = params.id || '0'
  return (
    <View className='page'>
      <NavBar title={id === '0' ? '我的下属' : '下属列表'} back />
      <SubordinateList id={id} selfId={selfId} />
    </View>
  )
}
