import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { OrderDetailScreen } from '@/features/supervision-orders'

/** /pages/apply/supervisionOrder/detail?id=: one order, its moves and the caller's actions */
export default function SupervisionOrderDetailPage() {
  useRequireSession()
  const id = useRouter().params.id ?? ''
  return (
    <View className='page'>
      <NavBar title='监理指令详情' back />
      <OrderDetailScreen id={id} />
    </View>
  )
}
