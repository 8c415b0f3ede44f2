import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, safeDecode } from '@/components'
import { routes } from '@/config/routes'
import { DocumentList } from '@/features/documents'
import { useRequireSession } from '@/features/session'

/** /pages/apply/industryStandard/index?category=: 行业标准规范, the group's standards by category, searched by number or name */
export default function IndustryStandardPage() {
  useRequireSession()
  const category = safeDecode(useRouter().params.category ?? '')
  return (
    <View className='page'>
      <NavBar title='行业标准规范' back />
      <DocumentList library='standard' category={category} openUrl={routes.documents.industryStandardPdf} uploadUrl={routes.documents.upload('standard')} />
    </View>
  )
}
