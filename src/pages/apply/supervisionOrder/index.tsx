import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { OrderList } from '@/features/supervision-orders'

/** /pages/apply/supervisionOrder/index: 监理指令, the orders waiting for me, issued by me, or all I may read */
export default function SupervisionOrderPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='监理指令' back />
      <OrderList detailUrl={routes.supervisionOrderDetail} onIssue={() => void Taro.navigateTo({ url: routes.supervisionOrderAdd })} />
    </View>
  )
}
