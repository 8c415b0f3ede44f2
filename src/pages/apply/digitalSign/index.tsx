import { useRequireSession } from '@/features/session'
import { DigitalSignScreen } from '@/features/esign'

/** /pages/apply/digitalSign/index: 数字签名 */
export default function Page() {
  useRequireSession()
  return <DigitalSignScreen />
}
