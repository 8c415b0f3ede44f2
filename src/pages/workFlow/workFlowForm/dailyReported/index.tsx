import { useRouter } from '@tarojs/taro'
import { DailyReportedScreen } from '@/features/progress'
import { useRequireSession, useSessionStore } from '@/features/session'

/** /pages/workFlow/workFlowForm/dailyReported/index?id=<report id> (spec §2): the reported daily report under its approval flow */
export default function DailyReportedPage() {
  useRequireSession()
  const id = useRouter().params.id ?? ''
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  return <DailyReportedScreen id={id} me={me} />
}
