import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession, useSessionStore } from '@/features/session'
import { LedgerDetail, LedgerList } from '@/features/laboratory'

/**
 * /pages/apply/laboratoryManagement/constructionLedger/index: 施工检测台账 (process tests during construction) of the
 * project; ?id= one record with its groups/points, verdict and change record.
 */
export default function ConstructionLedgerPage() {
  useRequireSession()
  const params = useRouter().params
  const project = useSessionStore((s) => s.project)
  if (params.id) {
    return (
      <View className='page'>
        <NavBar title='施工检测记录' back />
        <LedgerDetail id={decodeURIComponent(params.id)} />
      </View>
    )
  }
  return (
    <View className='page'>
      <NavBar title='施工检测台账' back />
      <LedgerList projectId={project?.id ?? ''} kind='construction' addUrl={routes.increaseLedger} addLabel='新增施工检测' />
    </View>
  )
}
