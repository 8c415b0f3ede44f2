import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { goBack } from '@/components'
import { routes } from '@/config/routes'
import { CountScreen } from '@/features/rebar-count'
import { useRequireSession } from '@/features/session'

/** /pages/apply/rebarCount/count: photograph a bundle's end face, correct the rings, save the count */
export default function RebarCountTakePage() {
  useRequireSession()
  return (
    <View className='page'>
      <CountScreen onBack={() => void goBack()} onSaved={(id) => void Taro.redirectTo({ url: routes.rebarCount.detail(id) })} />
    </View>
  )
}
