import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { TaskList } from '@/features/tasks'

/** /pages/apply/publishTask/index: 发布任务, the tasks I published and who acts next on each */
export default function PublishTaskPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='发布任务' back />
      <TaskList scope='published' detailUrl={routes.myTaskDetail} empty='还没有发布任务' />
      <View className='tk-fab' onClick={() => void Taro.navigateTo({ url: routes.increasePublishPage })}><Text>＋ 发布任务</Text></View>
    </View>
  )
}
