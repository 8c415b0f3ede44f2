import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { LedgerSummary } from '@/features/laboratory'

/** /pages/apply/laboratoryManagement/ledgerSummary/index: 台账汇总 of the project by test item, section and month */
export default function LedgerSummaryPage() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='台账汇总' back />
      <LedgerSummary projectId={project?.id ?? ''} />
    </View>
  )
}
