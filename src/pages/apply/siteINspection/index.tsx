import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ModelIndexScreen, RecordDetailScreen, RecordFormScreen } from '@/engines/lowcode'
import { SITE_INSPECTION_MODEL_ID, siteInspectionExtensions } from '@/features/safety'

/**
 * /pages/apply/siteINspection/index: 现场巡检, the site patrols of the project in use. With a config (a low-code page
 * config): one patrol, its stops (a problem stop registered as a hazard in one tap), its state and the 完成巡检 move
 * that locks it; with view=form as well, its form (new or edit) where the stops are added along the way.
 */
export default function SiteInspectionPage() {
  useRequireSession()
  const { params } = useRouter()
  if (params.config && params.view === 'form') return <RecordFormScreen config={params.config} extensions={siteInspectionExtensions} />
  if (params.config) return <RecordDetailScreen config={params.config} extensions={siteInspectionExtensions} />
  return <ModelIndexScreen id={SITE_INSPECTION_MODEL_ID} title='现场巡检' extensions={siteInspectionExtensions} />
}
