import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { KnowledgeHome } from '@/features/documents'
import { useRequireSession } from '@/features/session'

/** /pages/apply/engineeringManagement/knowledgeBase/index: 工程知识库, its categories */
export default function KnowledgeBasePage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='工程知识库' back />
      <KnowledgeHome listUrl={routes.documents.knowLibrary} standardsUrl={routes.documents.industryStandard} />
    </View>
  )
}
