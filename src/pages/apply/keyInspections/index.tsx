import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { PlanScreen } from '@/features/key-inspections'

/** /pages/apply/keyInspections/index: 重点巡查 (today's plan) */
export default function Page() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='重点巡查' back />
      <PlanScreen projectId={project?.id} />
    </View>
  )
}
