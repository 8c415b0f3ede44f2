import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { routes } from '@/config/routes'
import { SafetyExam } from '@/features/training'

/**
 * /pages/apply/safetyTrain/safeTrainOnlineExam/index: 安全培训考试, the project's courses with my standing, the exam
 * (resumed where the server kept it) and its result; with examId (from 考试记录) one exam's result. 培训签到 and each
 * course's training session open from the course list, and 课程管理 for the project's organisers.
 */
const SESSIONS = { list: routes.trainAttendance, detail: routes.trainAttendanceDetail, courseAdmin: routes.courseAdmin }

export default function SafeTrainOnlineExamPage() {
  useRequireSession()
  const { params } = useRouter()
  const [title, setTitle] = useState('安全培训考试')
  return (
    <View className='page'>
      <NavBar title={title} back />
      <SafetyExam examId={params.examId || undefined} onTitle={setTitle} sessions={SESSIONS} />
    </View>
  )
}
