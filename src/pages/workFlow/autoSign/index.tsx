import { useRequireSession } from '@/features/session'
import { AutoSignScreen } from '@/features/esign'

/** /pages/workFlow/autoSign/index: 自动签章 */
export default function Page() {
  useRequireSession()
  return <AutoSignScreen />
}
