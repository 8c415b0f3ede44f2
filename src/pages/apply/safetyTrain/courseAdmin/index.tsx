import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { CourseAdminList } from '@/features/training'

/** /pages/apply/safetyTrain/courseAdmin/index: 课程管理, the project's courses (drafts too) for its organisers */
export default function CourseAdminPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='课程管理' back />
      <CourseAdminList formUrl={routes.courseAdminForm} />
    </View>
  )
}
