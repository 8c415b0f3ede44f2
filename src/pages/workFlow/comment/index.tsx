import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { CommentScreen } from '@/engines/workflow'

/** /pages/workFlow/comment/index?taskId=: the comments of a task */
export default function FlowCommentPage() {
  useRequireSession()
  const { params } = useRouter()
  return <CommentScreen taskId={params.taskId} />
}
