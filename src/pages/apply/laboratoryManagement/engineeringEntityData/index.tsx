import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { useRequireSession, useSessionStore } from '@/features/session'
import { LedgerDetail, LedgerList } from '@/features/laboratory'

/**
 * /pages/apply/laboratoryManagement/engineeringEntityData/index: 工程实体检测 (compaction, deflection, rebound, cover,
 * pile integrity on the works as built, per WBS part and chainage); ?id= one record.
 */
export default function EngineeringEntityDataPage() {
  useRequireSession()
  const params = useRouter().params
  const project = useSessionStore((s) => s.project)
  if (params.id) {
    return (
      <View className='page'>
        <NavBar title='实体检测记录' back />
        <LedgerDetail id={decodeURIComponent(params.id)} />
      </View>
    )
  }
  return (
    <View className='page'>
      <NavBar title='工程实体检测' back />
      <LedgerList projectId={project?.id ?? ''} kind='entity' addUrl={routes.increaseEngineering} addLabel='新增实体检测' />
    </View>
  )
}
