import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { useRequireSession } from '@/features/session'
import { ProposalReview } from '@/features/pitfalls'

/** /pages/apply/pitfallCustom/approvePitfall?id=: one custom problem, its review (审核入库 / 驳回) or withdrawal */
export default function ApprovePitfallPage() {
  useRequireSession()
  const { params } = useRouter()
  return (
    <View className='page'>
      <NavBar title='问题审核' back />
      <ProposalReview id={params.id ?? ''} onGone={() => goBack()} />
    </View>
  )
}
