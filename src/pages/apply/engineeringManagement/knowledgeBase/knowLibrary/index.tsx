import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar, safeDecode } from '@/components'
import { routes } from '@/config/routes'
import { DocumentList } from '@/features/documents'
import { useRequireSession } from '@/features/session'

/** /pages/apply/engineeringManagement/knowledgeBase/knowLibrary/index?category=: the knowledge base's documents */
export default function KnowLibraryPage() {
  useRequireSession()
  const category = safeDecode(useRouter().params.category ?? '')
  return (
    <View className='page'>
      <NavBar title={category || '知识库'} back />
      <DocumentList library='knowledge' category={category} openUrl={routes.documents.knowLibraryPdf} uploadUrl={routes.documents.upload('knowledge')} />
    </View>
  )
}
