import { useRouter } from '@tarojs/taro'
import { useRequireSession, useSessionStore } from '@/features/session'
import { EmergencyScreen } from '@/features/emergency'

/**
 * /pages/apply/emergencyManagement/index[?tab=plan|drill|contact|material]: 应急管理, the project's emergency plans,
 * drills, contacts (tap to call) and emergency stock, one segment each.
 */
export default function EmergencyManagementPage() {
  useRequireSession()
  const { params } = useRouter()
  const menuList = useSessionStore((s) => s.menuList)
  return <EmergencyScreen tab={params.tab} menuList={menuList} />
}
