import { ComingSoon } from '@/features/session'

/** this module arrives in a later issue; until then the page says so */
export default function ProcessCentrePage() {
  return <ComingSoon title='流程中心' back text='流程中心即将上线，届时这里将显示待办、已办、抄送和发起的审批流程。' />
}
