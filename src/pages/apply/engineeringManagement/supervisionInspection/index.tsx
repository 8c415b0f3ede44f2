import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ModelIndexScreen, RecordDetailScreen, RecordFormScreen } from '@/engines/lowcode'
import { SUPERVISION_TOUR_MODEL_ID, supervisionTourExtensions } from '@/features/engineering-supervision'

/**
 * /pages/apply/engineeringManagement/supervisionInspection/index: 监理巡视, the supervisors' inspection tours. With a
 * config (a low-code page config): one tour; with view=form as well, its form, where the approved scheme it follows
 * is chosen (supervisionTourForm/planChoose).
 */
export default function SupervisionInspectionPage() {
  useRequireSession()
  const { params } = useRouter()
  if (params.config && params.view === 'form') return <RecordFormScreen config={params.config} extensions={supervisionTourExtensions} />
  if (params.config) return <RecordDetailScreen config={params.config} extensions={supervisionTourExtensions} />
  return <ModelIndexScreen id={SUPERVISION_TOUR_MODEL_ID} title='监理巡视' extensions={supervisionTourExtensions} />
}
