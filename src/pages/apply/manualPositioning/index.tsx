import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { PositionScreen } from '@/features/key-inspections'

/** /pages/apply/manualPositioning/index: 手动定位 (the section's key points, positioned on the spot) */
export default function Page() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  return (
    <View className='page'>
      <NavBar title='手动定位' back />
      <PositionScreen projectId={project?.id} />
    </View>
  )
}
