import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { useSessionStore } from '@/features/session'
import { ScanLoginConfirm } from '@/features/profile'

/** /pages/my/scanResult/index?ticket=: confirm or refuse a web login scanned from its QR code */
export default function ScanResultPage() {
  const { params } = useRouter()
  const userInfo = useSessionStore((s) => s.userInfo)
  return (
    <View className='page'>
      <NavBar title='扫码登录' back />
      <ScanLoginConfirm ticket={params.ticket} userName={userInfo?.userName} account={userInfo?.userAccount} />
    </View>
  )
}
