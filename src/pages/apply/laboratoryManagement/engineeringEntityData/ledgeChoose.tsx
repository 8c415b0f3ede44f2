import { useRouter, useUnload } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { WbsChoose } from '@/features/laboratory'
import { getPickerPayload, releasePicker, resolvePicker } from '@/lib/picker-bridge'

/** /pages/apply/laboratoryManagement/engineeringEntityData/ledgeChoose?pickerId=: the WBS 分项工程 a lab record is made on */
export default function LedgeChoosePage() {
  useRequireSession()
  const { pickerId } = useRouter().params
  const payload = getPickerPayload<{ contractId: string }>(pickerId)
  useUnload(() => releasePicker(pickerId))
  return (
    <View className='page'>
      <NavBar title='选择分项工程' back />
      <WbsChoose contractId={payload?.contractId} onChoose={(part) => resolvePicker(pickerId, part)} />
    </View>
  )
}
