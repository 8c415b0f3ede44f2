import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ModelIndexScreen, RecordDetailScreen } from '@/engines/lowcode'
import { SIDE_STATION_MODEL_ID, sideStationExtensions } from '@/features/engineering-supervision'

/**
 * /pages/apply/engineeringManagement/supervisionSite/index: 旁站记录, the side-station supervision of key works
 * (桩基混凝土灌注, 预应力张拉…). With a config (a low-code page config): one record.
 */
export default function SupervisionSitePage() {
  useRequireSession()
  const { params } = useRouter()
  if (params.config) return <RecordDetailScreen config={params.config} extensions={sideStationExtensions} />
  return <ModelIndexScreen id={SIDE_STATION_MODEL_ID} title='旁站记录' extensions={sideStationExtensions} />
}
