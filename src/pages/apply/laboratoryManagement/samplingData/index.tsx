import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession, useSessionStore } from '@/features/session'
import { SampleForm, SampleList } from '@/features/laboratory'

/** /pages/apply/laboratoryManagement/samplingData/index: 取样记录 (见证取样 and 自检取样); ?mode=add a new sample */
export default function SamplingDataPage() {
  useRequireSession()
  const params = useRouter().params
  const project = useSessionStore((s) => s.project)
  const contracts = useSessionStore((s) => s.contractList)
  if (params.mode === 'add') {
    return (
      <SampleForm projectId={project?.id ?? ''} contracts={contracts} onSaved={() => void Taro.navigateBack().catch(() => Taro.redirectTo({ url: routes.samplingData() }))}
        onCancel={() => goBack(routes.samplingData())} />
    )
  }
  return (
    <View className='page'>
      <NavBar title='取样记录' back />
      <SampleList projectId={project?.id ?? ''} />
    </View>
  )
}
