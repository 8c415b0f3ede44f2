import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { PointFormScreen } from '@/features/key-inspections'

/** /pages/apply/keyInspections/pointForm?id=: add a key point, or edit one */
export default function Page() {
  useRequireSession()
  const project = useSessionStore((s) => s.project)
  const id = useRouter().params.id || undefined
  return (
    <View className='page'>
      <NavBar title={id ? '编辑重点部位' : '新增重点部位'} back />
      <PointFormScreen projectId={project?.id} id={id} />
    </View>
  )
}
