import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { CountList } from '@/features/rebar-count'
import { useRequireSession } from '@/features/session'

/** /pages/apply/rebarCount/index: 钢筋点数, the saved counts of my sections */
export default function RebarCountPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='钢筋点数' back />
      <CountList detailUrl={routes.rebarCount.detail} onCount={() => void Taro.navigateTo({ url: routes.rebarCount.count })} />
    </View>
  )
}
