import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { AllApps } from '@/features/workbench'

export default function AllAppPage() {
  const menuList = useSessionStore((s) => s.menuList)
  return (
    <View className='page'>
      <NavBar title='全部应用' back />
      <AllApps menuList={menuList} />
    </View>
  )
}
