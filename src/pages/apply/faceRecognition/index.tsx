import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession } from '@/features/session'
import { FaceEnrolScreen } from '@/features/attendance'

/** /pages/apply/faceRecognition/index?workerId=&contractId=: 人脸录入, one's own or (managers) a registered worker's */
export default function Page() {
  useRequireSession()
  const { workerId, contractId } = useRouter().params
  return (
    <View className='page'>
      <NavBar title='人脸录入' back />
      <FaceEnrolScreen workerId={workerId || undefined} contractId={contractId || undefined} />
    </View>
  )
}
