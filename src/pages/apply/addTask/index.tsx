import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { SiteCheckList } from '@/features/tasks'

/** /pages/apply/addTask/index: 现场检查任务, the site checks handed to me and those I assigned */
export default function SiteCheckListPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='现场检查任务' back />
      <SiteCheckList />
    </View>
  )
}
