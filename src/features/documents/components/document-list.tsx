// A library's documents: search by number, name, structure or issuer, filter by category (with how many each holds)
// and, for drawings, by contract section; paged on reaching the bottom, refreshed on pull-down. Standards are the
// group's; the knowledge base shows the group's and the current project's; drawings the current project's.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Input, Picker, Text, View } from '@tarojs/components'
import type { DocumentLibrary, DocumentOptions } from '@shared/api/documents'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { usePagedList } from '@/lib/use-paged-list'
import { getDocumentOptions, getDocuments } from '../api/documents'
import { documentsVersion } from '../lib/changes'
import { DocumentCard } from './document-card'
import './documents.scss'

const PAGE = 20

export interface DocumentListProps {
  library: DocumentLibrary
  /** the category to start with ('' = all) */
  category?: string
  /** where a tapped document opens */
  openUrl(id: string): string
  /** where 上传 leads, for those the library lets add */
  uploadUrl?: string
}

export function DocumentList({ library, category: initialCategory = '', openUrl, uploadUrl }: DocumentListProps) {
  const projectId = library === 'standard' ? '' : (storage.get('project')?.id ?? '')
  const [category, setCategory] = useState(initialCategory)
  const [contractId, setContractId] = useState('')
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [options, setOptions] = useState<DocumentOptions | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const seen = useRef(documentsVersion())

  const loadOptions = useCallback(() => {
    if (library !== 'standard' && !projectId) return
    getDocumentOptions(library, projectId || undefined).then(setOptions)
      .catch((err) => void Taro.showToast({ title: errorText(err, '分类加载失败'), icon: 'none' }))
  }, [library, projectId])
  useEffect(loadOptions, [loadOptions])

  const fetchPage = useCallback(async (n: number) => {
    if (library !== 'standard' && !projectId) throw new Error('请先在工作台选择项目')
    return getDocuments({
      library, projectId: projectId || undefined, category: category || undefined, contractId: contractId || undefined,
      keyword: keyword || undefined, currentPage: n, pageSize: PAGE
    })
  }, [library, projectId, category, contractId, keyword])
  const toast = useCallback((title: string) => void Taro.showToast({ title, icon: 'none' }), [])
  const list = usePagedList(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list

  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  useEffect(() => () => clearTimeout(timer.current), [])
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })
  // back from 上传 or from a document removed in the reader: the counts and the list are stale
  useDidShow(() => {
    if (seen.current === documentsVersion()) return
    seen.current = documentsVersion()
    loadOptions()
    void list.reload()
  })

  const onType = (value: string) => {
    setTyped(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setKeyword(value.trim()), 400)
  }
  const searchNow = () => {
    clearTimeout(timer.current)
    setKeyword(typed.trim())
  }

  const sections = options?.sections ?? []
  const sectionNames = ['全部合同段', ...sections.map((s) => `${s.enCode} ${s.fullName}`)]
  const sectionIndex = Math.max(0, sections.findIndex((s) => s.id === contractId) + 1)
  const placeholder = library === 'standard' ? '搜索标准编号或名称，如 JTG F80' : library === 'drawing' ? '搜索图号、图名或构造物' : '搜索标题或编号'
  const empty = keyword ? `没有找到与“${keyword}”相关的文档` : '暂无文档'

  return (
    <View className='doc-list'>
      <View className='doc-search'>
        <Input className='doc-search__input' value={typed} placeholder={placeholder} confirmType='search' maxlength={50}
          onInput={(e) => onType(e.detail.value)} onConfirm={searchNow} aria-label='搜索文档' />
        {typed ? <View className='doc-search__clear' role='button' aria-label='清除' onClick={() => { setTyped(''); setKeyword('') }}><Text>✕</Text></View> : null}
      </View>
      <View className='doc-chips' role='radiogroup' aria-label='分类'>
        {[{ name: '', count: -1 }, ...(options?.categories ?? [])].map((c) => (
          <View key={c.name || 'all'} role='radio' aria-checked={c.name === category} className={`doc-chip${c.name === category ? ' doc-chip--on' : ''}`}
            onClick={() => setCategory(c.name)}>
            <Text>{c.name ? `${c.name} ${c.count}` : '全部'}</Text>
          </View>
        ))}
      </View>
      {uploadUrl && options?.mayUpload ? (
        <View className='doc-upload-entry' role='button' onClick={() => void Taro.navigateTo({ url: uploadUrl })}>
          <Text>＋ 上传文档</Text>
        </View>
      ) : null}
      {sections.length > 1 && (
        <Picker mode='selector' range={sectionNames} value={sectionIndex} onChange={(e) => setContractId(Number(e.detail.value) === 0 ? '' : sections[Number(e.detail.value) - 1].id)}>
          <View className='doc-picker'><Text className='doc-picker__text'>{sectionNames[sectionIndex]}</Text><Text className='doc-picker__arrow'>▾</Text></View>
        </Picker>
      )}
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={library === 'standard' || projectId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text={empty} />}
      {status !== 'error' && rows.map((d) => <DocumentCard key={d.id} doc={d} onOpen={() => void Taro.navigateTo({ url: openUrl(d.id) })} />)}
      {status === 'ready' && rows.length > 0 && (
        <View className='doc-list__footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}份`}</Text></View>
      )}
    </View>
  )
}
