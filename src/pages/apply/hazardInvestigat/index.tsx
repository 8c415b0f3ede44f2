import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ModelIndexScreen, RecordDetailScreen } from '@/engines/lowcode'
import { SPECIAL_INSPECTION_MODEL_ID, specialInspectionExtensions } from '@/features/safety'

/**
 * /pages/apply/hazardInvestigat/index: 专项排查, the inspections of the project in use whose checklist is picked from
 * the problem library, by state. With a config (a low-code page config): one inspection, its checklist, state and the
 * 完成排查 move that registers each 存在 row as a hazard; its form is addTreeSelect.
 */
export default function HazardInvestigatPage() {
  useRequireSession()
  const { params } = useRouter()
  if (params.config) return <RecordDetailScreen config={params.config} extensions={specialInspectionExtensions} />
  return <ModelIndexScreen id={SPECIAL_INSPECTION_MODEL_ID} title='专项排查' extensions={specialInspectionExtensions} />
}
