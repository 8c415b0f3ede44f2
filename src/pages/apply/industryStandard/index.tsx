import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { DocumentList } from '@/features/documents'
import { useRequireSession } from '@/features/session'

/** /pages/apply/industryStandard/index: 行业标准规范, the group's standards by category, searched by number or name */
export default function IndustryStandardPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='行业标准规范' back />
      <DocumentList library='standard' openUrl={routes.documents.industryStandardPdf} uploadUrl={routes.documents.upload('standard')} />
    </View>
  )
}
