import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { FaceClockScreen } from '@/features/attendance'

/** /pages/apply/attendanceFaceRecognition/index?contractId=: 人脸识别打卡 */
export default function Page() {
  useRequireSession()
  const contractId = useRouter().params.contractId || undefined
  return (
    <View className='page'>
      <NavBar title='人脸识别打卡' back />
      <FaceClockScreen contractId={contractId} />
    </View>
  )
}
