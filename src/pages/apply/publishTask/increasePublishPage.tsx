import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { PublishTaskForm } from '@/features/tasks'

/** /pages/apply/publishTask/increasePublishPage: publishing a task */
export default function IncreasePublishPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='发布任务' back />
      <PublishTaskForm onPublished={() => setTimeout(() => void Taro.navigateBack(), 800)} />
    </View>
  )
}
