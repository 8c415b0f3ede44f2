import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { RecordDetailScreen } from '@/engines/lowcode'
import { constructionPlanDetailExtensions } from '@/features/engineering-supervision'

/** /pages/apply/engineeringManagement/constructionPlan/detail?config=<low-code page config>: one scheme and its approval */
export default function ConstructionPlanDetailPage() {
  useRequireSession()
  const { params } = useRouter()
  const me = useSessionStore((s) => s.userInfo?.userId ?? '')
  const extensions = useMemo(() => constructionPlanDetailExtensions(me), [me])
  return <RecordDetailScreen config={params.config} extensions={extensions} />
}
