import { useRouter } from '@tarojs/taro'
import { useSessionStore } from '@/features/session'
import { UnavailableScreen } from '@/features/workbench'

/** /pages/apply/unavailable/index?path=<the route asked for>: where app.tsx sends a route this build lacks */
export default function UnavailablePage() {
  const { params } = useRouter()
  const menuList = useSessionStore((s) => s.menuList)
  return <UnavailableScreen path={params.path} menuList={menuList} />
}
