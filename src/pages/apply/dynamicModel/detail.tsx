import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { RecordDetailScreen } from '@/engines/lowcode'

/** /pages/apply/dynamicModel/detail?config=<base64 JSON of the page config> */
export default function DynamicModelDetailPage() {
  useRequireSession()
  const { params } = useRouter()
  return <RecordDetailScreen config={params.config} />
}
