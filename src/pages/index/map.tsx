import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { useRequireSession } from '@/features/session'

/** this module arrives in a later issue; until then the page says so instead of showing invented content */
export default function MapPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='地图' />
      <PageState status='empty' text='项目地图即将上线，届时这里将显示项目位置、重点巡检和现场定位。' />
    </View>
  )
}
