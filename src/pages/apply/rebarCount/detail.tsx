import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { CountDetail } from '@/features/rebar-count'
import { useRequireSession } from '@/features/session'

/** /pages/apply/rebarCount/detail?id=: one saved count with its photo and rings */
export default function RebarCountDetailPage() {
  useRequireSession()
  const { params } = useRouter()
  const id = params.id ? decodeURIComponent(params.id) : ''
  return (
    <View className='page'>
      <NavBar title='点数详情' back />
      {id ? <CountDetail id={id} /> : <PageState status='error' text='缺少点数记录' />}
    </View>
  )
}
