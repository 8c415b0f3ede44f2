import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ModelIndexScreen, RecordDetailScreen, RecordFormScreen } from '@/engines/lowcode'
import { SAFETY_CHECK_MODEL_ID, inspectionExtensions } from '@/features/safety'

/**
 * /pages/apply/safetyManage/index: 隐患排查, the safety inspections by checklist of the project in use. With a config
 * (a low-code page config): one inspection, its checklist, state and the 完成检查 move that registers its failed
 * items as hazards; with view=form as well, its form (new or edit) with the on-site checklist.
 */
export default function SafetyManagePage() {
  useRequireSession()
  const { params } = useRouter()
  if (params.config && params.view === 'form') return <RecordFormScreen config={params.config} extensions={inspectionExtensions} />
  if (params.config) return <RecordDetailScreen config={params.config} extensions={inspectionExtensions} />
  return <ModelIndexScreen id={SAFETY_CHECK_MODEL_ID} title='隐患排查' extensions={inspectionExtensions} />
}
