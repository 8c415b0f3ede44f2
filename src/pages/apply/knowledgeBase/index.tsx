import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { KnowledgeHome, SAFETY_KNOWLEDGE_CATEGORIES, SAFETY_STANDARD_CATEGORY } from '@/features/documents'
import { useRequireSession } from '@/features/session'

/** /pages/apply/knowledgeBase/index: 安全知识库, the knowledge base's safety categories and the safety standards */
export default function SafetyKnowledgeBasePage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='安全知识库' back />
      <KnowledgeHome listUrl={routes.documents.knowLibrary} categories={SAFETY_KNOWLEDGE_CATEGORIES}
        standardsUrl={routes.documents.industryStandardOf(SAFETY_STANDARD_CATEGORY)} standardsName={SAFETY_STANDARD_CATEGORY} standardsNote='安全技术标准规范查阅' />
    </View>
  )
}
