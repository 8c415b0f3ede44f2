import { useRequireSession } from '@/features/session'
import { VerifyScreen } from '@/features/esign'

/** /pages/apply/batchESignature/testIndex: 签章验证 */
export default function Page() {
  useRequireSession()
  return <VerifyScreen />
}
