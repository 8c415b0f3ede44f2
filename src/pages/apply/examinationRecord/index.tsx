import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession } from '@/features/session'
import { RecordList } from '@/features/training'

/** /pages/apply/examinationRecord/index: 考试记录, my exams; safety officers and managers see everyone's in the project */
export default function ExaminationRecordPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='考试记录' back />
      <RecordList resultUrl={routes.safeTrainOnlineExam} />
    </View>
  )
}
