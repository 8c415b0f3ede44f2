import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { RecordFormScreen } from '@/engines/lowcode'

/** /pages/apply/dynamicModel/form?config=<base64 JSON of the page config> */
export default function DynamicModelFormPage() {
  useRequireSession()
  const { params } = useRouter()
  return <RecordFormScreen config={params.config} />
}
