import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { useRequireSession } from '@/features/session'

/** this module arrives in a later issue; until then the page says so instead of showing invented content */
export default function CloudVideoPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='云视频' />
      <PageState status='empty' text='云视频即将上线，届时这里将接入工地现场的监控视频。' />
    </View>
  )
}
