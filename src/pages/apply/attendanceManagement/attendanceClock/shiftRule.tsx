import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { ShiftRuleScreen } from '@/features/attendance'

/** /pages/apply/attendanceManagement/attendanceClock/shiftRule?contractId=: 考勤规则 of a section */
export default function Page() {
  useRequireSession()
  const contracts = useSessionStore((s) => s.contractList)
  const current = useSessionStore((s) => s.contract)
  return <ShiftRuleScreen contracts={contracts} contractId={useRouter().params.contractId || current?.id} />
}
