import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { MaterialSummary } from '@/features/laboratory'

/** /pages/apply/laboratoryManagement/materialSummary/summary?materialCode=&days=: one material by supplier and month */
export default function MaterialSummaryDetailPage() {
  useRequireSession()
  const params = useRouter().params
  const project = useSessionStore((s) => s.project)
  const code = params.materialCode ? decodeURIComponent(params.materialCode) : ''
  return (
    <View className='page'>
      <NavBar title='材料汇总' back />
      {code ? <MaterialSummary projectId={project?.id ?? ''} materialCode={code} days={params.days ?? '90'} /> : <PageState status='error' text='页面参数有误' />}
    </View>
  )
}
