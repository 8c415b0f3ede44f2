import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ModelIndexScreen, RecordDetailScreen } from '@/engines/lowcode'
import { HAZARD_MODEL_ID, hazardExtensions } from '@/features/safety'

/**
 * /pages/apply/hiddenDanger/index?config=<page config>: one hazard, with its photos before and after, the state
 * timeline and the moves the user may make (accept, rectify, verify: close or return). Without a config (the
 * Workbench entry 安全隐患): the hazards of the project in use, which open here.
 */
export default function HiddenDangerPage() {
  useRequireSession()
  const { params } = useRouter()
  if (params.config) return <RecordDetailScreen config={params.config} extensions={hazardExtensions} />
  return <ModelIndexScreen id={HAZARD_MODEL_ID} title='安全隐患' extensions={hazardExtensions} />
}
