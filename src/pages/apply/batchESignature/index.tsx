import { useRequireSession } from '@/features/session'
import { BatchSignScreen } from '@/features/esign'

/** /pages/apply/batchESignature/index: 批量电子签章 */
export default function Page() {
  useRequireSession()
  return <BatchSignScreen />
}
