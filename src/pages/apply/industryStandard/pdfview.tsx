import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { DocumentViewer } from '@/features/documents'
import { useRequireSession } from '@/features/session'

/** /pages/apply/industryStandard/pdfview?id=: one standard read as PDF */
export default function IndustryStandardPdfPage() {
  useRequireSession()
  const id = useRouter().params.id ?? ''
  return (
    <View className='page'>
      <NavBar title='标准规范' back />
      <DocumentViewer id={id} />
    </View>
  )
}
