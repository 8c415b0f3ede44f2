import { useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { CourseForm } from '@/features/training'

/** /pages/apply/safetyTrain/courseAdmin/form?id=: 新建课程, or one course with its question bank (编辑课程) */
export default function CourseAdminFormPage() {
  useRequireSession()
  const { params } = useRouter()
  const [id, setId] = useState(params.id || undefined)
  return (
    <View className='page'>
      <NavBar title={id ? '编辑课程' : '新建课程'} back />
      <CourseForm id={params.id || undefined} onSaved={setId} onDeleted={() => void Taro.navigateBack()} />
    </View>
  )
}
