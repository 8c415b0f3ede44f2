import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ModelIndexScreen, RecordDetailScreen } from '@/engines/lowcode'
import { SPECIAL_EQUIPMENT_MODEL_ID, specialEquipmentExtensions } from '@/features/safety'

/**
 * /pages/apply/specialEquipment/index: 特种设备, the project's special equipment with the inspection due soonest
 * first (the register 特种设备台账). With a config (a low-code page config): one machine, its inspection and its
 * operator's licence in force, due or expired.
 */
export default function SpecialEquipmentPage() {
  useRequireSession()
  const { params } = useRouter()
  if (params.config) return <RecordDetailScreen config={params.config} extensions={specialEquipmentExtensions} />
  return <ModelIndexScreen id={SPECIAL_EQUIPMENT_MODEL_ID} title='特种设备' extensions={specialEquipmentExtensions} />
}
