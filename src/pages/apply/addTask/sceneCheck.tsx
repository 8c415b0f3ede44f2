import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { SceneCheck } from '@/features/tasks'

/** /pages/apply/addTask/sceneCheck?id=: marking the items of a site check on site */
export default function SceneCheckPage() {
  useRequireSession()
  return <SceneCheck id={useRouter().params.id ?? ''} />
}
