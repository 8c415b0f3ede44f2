import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { DocumentViewer } from '@/features/documents'
import { useRequireSession } from '@/features/session'

/** /pages/apply/engineeringManagement/knowledgeBase/knowLibrary/pdfview?id=: one knowledge base document read as PDF */
export default function KnowLibraryPdfPage() {
  useRequireSession()
  const id = useRouter().params.id ?? ''
  return (
    <View className='page'>
      <NavBar title='知识库文档' back />
      <DocumentViewer id={id} />
    </View>
  )
}
