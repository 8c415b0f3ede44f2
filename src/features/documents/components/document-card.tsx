import { Text, View } from '@tarojs/components'
import type { DocumentCard as Card } from '@shared/api/documents'
import { metaText } from './document-viewer'

/** one document in a list: number and name, category, and its particulars (state, section, structure, pages, size) */
export function DocumentCard({ doc, onOpen }: { doc: Card; onOpen(): void }) {
  const withdrawn = doc.standardState === 'withdrawn'
  return (
    <View className={`doc-card${withdrawn ? ' doc-card--withdrawn' : ''}`} onClick={onOpen} role='button'>
      <View className='doc-card__icon'><Text>PDF</Text></View>
      <View className='doc-card__body'>
        <Text className='doc-card__title'>{doc.title}</Text>
        <Text className='doc-card__code'>{[doc.code, doc.category].filter(Boolean).join('  ·  ')}</Text>
        <Text className='doc-card__meta'>{metaText(doc)}</Text>
      </View>
    </View>
  )
}
