import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import type { QrTarget } from '@shared/api/documents'
import { NavBar, safeDecode } from '@/components'
import { routes } from '@/config/routes'
import { QrScreen } from '@/features/documents'
import { recordRoute } from '@/features/message'
import { useRequireSession } from '@/features/session'

/** where a resolved code leads: a document to its reader, an order or a record to its detail */
function routeOf(t: QrTarget): string {
  if (t.kind === 'doc') return routes.documents.previewPdf(t.id)
  return recordRoute({ modelId: t.modelId, id: t.id, content: '' })
}

/** /pages/apply/identifyQRCode/index: 构件二维码识别 (code: a code handed over by a link) */
export default function IdentifyQRCodePage() {
  useRequireSession()
  const { code, q } = useRouter().params
  const initial = code ?? q
  return (
    <View className='page'>
      <NavBar title='构件二维码识别' back />
      <QrScreen routeOf={routeOf} initialText={initial ? safeDecode(initial) : undefined} />
    </View>
  )
}
