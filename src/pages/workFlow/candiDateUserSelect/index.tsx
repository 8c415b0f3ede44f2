import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { CandidateSelectScreen } from '@/engines/workflow'

/** /pages/workFlow/candiDateUserSelect/index?pickerId=: a node's candidates for the approve dialog */
export default function CandidateUserSelectPage() {
  const { params } = useRouter()
  return (
    <View className='page'>
      <NavBar title='选择审批人' back />
      <CandidateSelectScreen pickerId={params.pickerId} />
    </View>
  )
}
