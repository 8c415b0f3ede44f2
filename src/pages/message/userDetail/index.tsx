import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { UserDetailCard } from '@/features/profile'
import { StartChatButton } from '@/features/message'

interface LoadedUser {
  id: string
  realName: string
  headIcon?: string | null
}

/** /pages/message/userDetail/index?id=: a colleague's card, with 发消息 once it has loaded */
export default function UserDetailPage() {
  const { params } = useRouter()
  const selfId = useSessionStore((s) => s.userInfo?.userId)
  const [user, setUser] = useState<LoadedUser | null>(null)
  return (
    <View className='page'>
      <NavBar title='个人信息' back />
      <UserDetailCard id={params.id} onLoaded={setUser} />
      {user ? <StartChatButton userId={user.id || params.id || ''} realName={user.realName} headIcon={user.headIcon ?? undefined} selfId={selfId} /> : null}
    </View>
  )
}
