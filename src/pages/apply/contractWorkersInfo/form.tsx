import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { useRequireSession, useSessionStore } from '@/features/session'
import { WorkerForm } from '@/features/attendance'

/** /pages/apply/contractWorkersInfo/form?id=: register a labour worker, or edit one */
export default function WorkerFormPage() {
  useRequireSession()
  const id = useRouter().params.id || undefined
  const contracts = useSessionStore((s) => s.contractList)
  return (
    <View className='page'>
      <NavBar title={id ? '编辑劳务人员' : '登记劳务人员'} back />
      <WorkerForm id={id} contracts={contracts} />
    </View>
  )
}
