import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState, goBack } from '@/components'
import { useRequireSession } from '@/features/session'
import { RectifyHazard } from '@/features/safety'

/** /pages/apply/rectificationAddDetail/index?id=<hazard>: 整改回复 of the person responsible */
export default function RectificationAddDetailPage() {
  useRequireSession()
  const id = useRouter().params.id ?? ''
  return (
    <View className='page'>
      <NavBar title='整改回复' back />
      {id ? <RectifyHazard id={decodeURIComponent(id)} onDone={() => setTimeout(() => goBack(), 800)} /> : <PageState status='error' text='页面参数有误' />}
    </View>
  )
}
