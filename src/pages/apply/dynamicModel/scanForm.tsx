import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ScanFormScreen } from '@/engines/lowcode'

/** /pages/apply/dynamicModel/scanForm[?modelId=&id=]: scans a record code, or opens the record the query names */
export default function DynamicModelScanFormPage() {
  useRequireSession()
  const { params } = useRouter()
  return <ScanFormScreen modelId={params.modelId} id={params.id} q={params.q} />
}
