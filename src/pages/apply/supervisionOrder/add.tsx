import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { OrderForm } from '@/features/supervision-orders'

/** /pages/apply/supervisionOrder/add: 签发监理指令; once issued, the new order replaces this page */
export default function SupervisionOrderAddPage() {
  useRequireSession()
  return (
    <View className='page'>
      <OrderForm onCancel={() => goBack()} onIssued={(id) => void Taro.redirectTo({ url: routes.supervisionOrderDetail(id) })} />
    </View>
  )
}
