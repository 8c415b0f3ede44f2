import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { OperateScreen } from '@/engines/workflow'

/** /pages/workFlow/operate/index?pickerId=: the approve dialog of the flow detail */
export default function OperatePage() {
  useRequireSession()
  const { params } = useRouter()
  return <OperateScreen pickerId={params.pickerId} />
}
