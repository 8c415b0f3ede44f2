import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { goBack } from '@/components'
import { routes } from '@/config/routes'
import { DocumentUpload, isLibrary, markDocumentsChanged } from '@/features/documents'
import { useRequireSession } from '@/features/session'

/** /pages/apply/previewPdf/upload/index?library=standard|knowledge|drawing: 上传文档 into one library */
export default function DocumentUploadPage() {
  useRequireSession()
  const raw = useRouter().params.library ?? ''
  const library = isLibrary(raw) ? raw : 'knowledge'
  return (
    <View className='page'>
      <DocumentUpload library={library} onCancel={() => void goBack()}
        onSaved={(id) => { markDocumentsChanged(); void Taro.redirectTo({ url: routes.documents.previewPdf(id) }) }} />
    </View>
  )
}
