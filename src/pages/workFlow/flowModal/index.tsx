import { useRequireSession } from '@/features/session'
import { SignListScreen } from '@/features/esign'

/** /pages/workFlow/flowModal/index: 待签署文件 */
export default function Page() {
  useRequireSession()
  return <SignListScreen />
}
