import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { ProposalForm } from '@/features/pitfalls'

/** /pages/apply/problemRectification/addProblem: 新增自定义问题, a problem the library lacks proposed for review */
export default function AddProblemPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='新增自定义问题' back />
      <ProposalForm onProposed={(p) => void Taro.redirectTo({ url: routes.approvePitfall(p.id) })} />
    </View>
  )
}
