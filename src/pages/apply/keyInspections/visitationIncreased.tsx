import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { VisitScreen } from '@/features/key-inspections'

/** /pages/apply/keyInspections/visitationIncreased?pointId=: 新增巡查 (a visit at the place) */
export default function Page() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  const pointId = useRouter().params.pointId || undefined
  return (
    <View className='page'>
      <NavBar title='新增巡查' back />
      <VisitScreen projectId={project?.id} pointId={pointId} />
    </View>
  )
}
