import { View } from '@tarojs/components'
import { NavBar } from '@/components'
import { routes } from '@/config/routes'
import { DocumentList } from '@/features/documents'
import { useRequireSession } from '@/features/session'

/** /pages/apply/drawPdfs/index: 施工图纸, the project's drawings by section, category and structure */
export default function DrawPdfsPage() {
  useRequireSession()
  return (
    <View className='page'>
      <NavBar title='施工图纸' back />
      <DocumentList library='drawing' openUrl={routes.documents.previewPdf} uploadUrl={routes.documents.upload('drawing')} />
    </View>
  )
}
