import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { goBack } from '@/components'
import { MaterialForm } from '@/features/processes'
import { getWbsTree } from '@/features/progress'
import { useRequireSession, useSessionStore } from '@/features/session'

/** the section's items (分项工程), from its WBS */
const loadItems = async (contractId: string) => (await getWbsTree(contractId)).list.filter((n) => n.level === 'item')

/** /pages/apply/engineeringManagement/entityMaterials/add?nodeId=: 登记实体材料 (the item chosen when given) */
export default function EntityMaterialAddPage() {
  useRequireSession()
  const contract = useSessionStore((s) => s.contract)
  const { params } = useRouter()
  return (
    <View className='page'>
      <MaterialForm contractId={contract?.id ?? ''} loadItems={loadItems} nodeId={params.nodeId ? decodeURIComponent(params.nodeId) : undefined}
        onCancel={() => void goBack()} onSaved={() => void goBack()} />
    </View>
  )
}
