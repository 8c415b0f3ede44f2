import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { EntrustFlowScreen } from '@/engines/workflow'

/** /pages/workFlow/entrust/flow?pickerId=: the flows a delegation covers (request held by the picker bridge) */
export default function EntrustFlowPage() {
  const { params } = useRouter()
  return (
    <View className='page'>
      <NavBar title='选择委托流程' back />
      <EntrustFlowScreen pickerId={params.pickerId} />
    </View>
  )
}
