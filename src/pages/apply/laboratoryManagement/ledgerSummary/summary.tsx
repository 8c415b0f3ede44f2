import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { LedgerSummary } from '@/features/laboratory'

/** /pages/apply/laboratoryManagement/ledgerSummary/summary?itemCode=&days=: one test item by section and month */
export default function LedgerSummaryDetailPage() {
  useRequireSession()
  const params = useRouter().params
  const project = useSessionStore((s) => s.project)
  const code = params.itemCode ? decodeURIComponent(params.itemCode) : ''
  return (
    <View className='page'>
      <NavBar title='台账汇总' back />
      {code ? <LedgerSummary projectId={project?.id ?? ''} itemCode={code} days={params.days ?? '90'} /> : <PageState status='error' text='页面参数有误' />}
    </View>
  )
}
