import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { UserDetailCard } from '@/features/profile'

/** /pages/message/userDetail/index?id=: a colleague's card */
export default function UserDetailPage() {
  const { params } = useRouter()
  return (
    <View className='page'>
      <NavBar title='个人信息' back />
      <UserDetailCard id={params.id} />
    </View>
  )
}
