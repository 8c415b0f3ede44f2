import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { NavBar } from '@/components'
import { DocumentViewer } from '@/features/documents'
import { useRequireSession } from '@/features/session'

/** /pages/apply/previewPdf/index?id=: any document (a drawing, a standard, a knowledge item) read as PDF */
export default function PreviewPdfPage() {
  useRequireSession()
  const id = useRouter().params.id ?? ''
  return (
    <View className='page'>
      <NavBar title='文档预览' back />
      <DocumentViewer id={id} />
    </View>
  )
}
