import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { ProposalList, type PitfallTab } from '@/features/pitfalls'

const TABS: PitfallTab[] = ['pending', 'approved', 'rejected', 'library']

/** /pages/apply/pitfallCustom/index: 问题库, the custom problems under review by state and the library; ?tab= opens one */
export default function PitfallCustomPage() {
  useRequireSession()
  const { params } = useRouter()
  const tab = TABS.find((t) => t === params.tab)
  return (
    <View className='page'>
      <NavBar title='问题库' back />
      <ProposalList tab={tab} detailUrl={routes.approvePitfall} addUrl={routes.addProblem} />
    </View>
  )
}
