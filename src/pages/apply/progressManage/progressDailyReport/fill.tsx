import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, goBack } from '@/components'
import { ReportFillScreen } from '@/features/progress'
import { useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/progressManage/progressDailyReport/fill?date=: the header of the section's daily report */
export default function ProgressDailyReportFillPage() {
  useRequireSession()
  const contract = useSessionStore((s) => s.contract)
  const date = useRouter().params.date ?? ''
  return (
    <View className='page'>
      <NavBar title='填写日报' back />
      <ReportFillScreen contractId={contract?.id ?? ''} date={date} onSaved={() => setTimeout(() => goBack(), 800)} />
    </View>
  )
}
