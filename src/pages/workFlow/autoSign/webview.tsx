import { useRequireSession } from '@/features/session'
import { SignWebview } from '@/features/esign'

/** /pages/workFlow/autoSign/webview: 电子签署 */
export default function Page() {
  useRequireSession()
  return <SignWebview />
}
