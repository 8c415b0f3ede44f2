import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ConsumeForm } from '@/features/tasks'

/** /pages/apply/addConsume/index?taskId=: recording a material consumption against a task in hand */
export default function AddConsumePage() {
  useRequireSession()
  return <ConsumeForm taskId={useRouter().params.taskId || undefined} />
}
