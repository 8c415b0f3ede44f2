import { useRouter } from '@tarojs/taro'
import { useRequireSession } from '@/features/session'
import { ModelIndexScreen } from '@/engines/lowcode'

/** /pages/apply/dynamicModel/index?id=<modelId>&menuId=<menu id>&title=<menu name> (JNPF menus send fullName) */
export default function DynamicModelPage() {
  useRequireSession()
  const { params } = useRouter()
  return <ModelIndexScreen id={params.id} menuId={params.menuId} title={params.title || params.fullName} />
}
