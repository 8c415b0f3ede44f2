import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { RecordFormScreen } from '@/engines/lowcode'
import { specialInspectionExtensions } from '@/features/safety'

/**
 * /pages/apply/hazardInvestigat/addTreeSelect?config=: a 专项排查's form, new or edit: section (the session's), date,
 * place with chainage, inspectors, then 选择检查内容 opens the problem library's tree (treeSelect) and the picked
 * problems become the checklist, marked 存在 / 不存在 on site with photos and notes.
 */
export default function AddTreeSelectPage() {
  useRequireSession()
  const { params } = useRouter()
  return <RecordFormScreen config={params.config} extensions={specialInspectionExtensions} />
}
