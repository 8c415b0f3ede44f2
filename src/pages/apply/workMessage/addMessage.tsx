import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { ComposeForm } from '@/features/work-messages'

/** /pages/apply/workMessage/addMessage: 发通知; once sent it opens the notice in place of the form */
export default function AddMessagePage() {
  useRequireSession()
  return (
    <View className='page'>
      <ComposeForm onCancel={() => goBack()} onSent={(m) => void Taro.redirectTo({ url: routes.workMessage(m.id) })} />
    </View>
  )
}
