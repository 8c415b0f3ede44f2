// One document read in the app: its number, name and particulars over the PDF. The signed link comes with the
// document; when it has expired (the page was left open), opening again asks for a fresh one.
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { DocumentDetail } from '@shared/api/documents'
import { STANDARD_STATE_NAMES } from '@shared/api/documents'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getDocument, removeDocument } from '../api/documents'
import { markDocumentsChanged } from '../lib/changes'
import { sizeText } from '../lib/paging'
import { PdfReader } from './pdf-reader'
import './documents.scss'

export function metaText(d: Pick<DocumentDetail, 'library' | 'issuer' | 'issueDate' | 'effectiveDate' | 'standardState' | 'sectionText' | 'structure' | 'fileSize' | 'pageCount'>): string {
  const parts: string[] = []
  if (d.library === 'standard') {
    if (d.standardState) parts.push(STANDARD_STATE_NAMES[d.standardState])
    if (d.effectiveDate) parts.push(`${d.effectiveDate} 实施`)
  } else {
    if (d.sectionText) parts.push(d.sectionText)
    if (d.structure) parts.push(d.structure)
    if (d.issueDate) parts.push(d.issueDate)
  }
  if (d.pageCount) parts.push(`${d.pageCount}页`)
  if (d.fileSize) parts.push(sizeText(d.fileSize))
  return parts.join('  ')
}

export function DocumentViewer({ id }: { id: string }) {
  const [doc, setDoc] = useState<DocumentDetail | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(() => {
    setError('')
    if (!id) {
      setError('缺少文档参数')
      return
    }
    getDocument(id).then(setDoc).catch((err) => setError(errorText(err, '文档加载失败')))
  }, [id])
  useEffect(load, [load])
  const [removing, setRemoving] = useState(false)
  const remove = async (d: DocumentDetail) => {
    if (removing) return
    const { confirm } = await Taro.showModal({ title: '删除文档', content: `确定删除“${d.title}”吗？删除后不可恢复。`, confirmText: '删除', confirmColor: '#fa3534' })
    if (!confirm) return
    setRemoving(true)
    try {
      await removeDocument(d.id)
      markDocumentsChanged()
      void Taro.showToast({ title: '文档已删除', icon: 'none', duration: 1500 })
      setTimeout(() => void Taro.navigateBack(), 600)
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '删除失败'), icon: 'none', duration: 2500 })
      setRemoving(false)
    }
  }

  if (error) return <PageState status='error' text={error} onRetry={id ? load : undefined} />
  if (!doc) return <PageState status='loading' />
  const fileName = `${doc.code ? `${doc.code} ` : ''}${doc.title}.pdf`
  return (
    <View className='doc-viewer'>
      <View className='doc-viewer__head'>
        <Text className='doc-viewer__title'>{doc.code ? `${doc.code}  ${doc.title}` : doc.title}</Text>
        <View className='doc-viewer__row'>
          <Text className='doc-viewer__meta'>{metaText(doc)}</Text>
          {doc.mayDelete ? (
            <View className='doc-viewer__delete' role='button' aria-label='删除文档' onClick={() => void remove(doc)}><Text>{removing ? '删除中…' : '删除'}</Text></View>
          ) : null}
        </View>
      </View>
      <PdfReader url={doc.fileUrl} name={fileName} size={doc.fileSize} />
    </View>
  )
}
