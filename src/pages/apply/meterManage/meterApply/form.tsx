import { useRouter } from '@tarojs/taro'
import { goBack } from '@/components'
import { MeterFormScreen } from '@/features/progress'
import { useRequireSession, useSessionStore } from '@/features/session'

/** /pages/apply/meterManage/meterApply/form?id=: a metering drawn up (no id), edited (a draft or returned) or shown */
export default function MeterApplyFormPage() {
  useRequireSession()
  const contract = useSessionStore((s) => s.contract)
  const id = useRouter().params.id ?? ''
  return <MeterFormScreen contractId={contract?.id ?? ''} id={id} onDone={() => goBack()} />
}
