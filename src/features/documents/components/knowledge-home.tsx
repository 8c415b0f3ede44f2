// 工程知识库's front page: the categories with how many documents each holds (the group's and the current
// project's), each opening its list; 全部 opens them all, and 行业标准规范 is one tap away. 安全知识库 is the same
// page over the safety categories only, with the safety standards beside them.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { DocumentOptions } from '@shared/api/documents'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { getDocumentOptions } from '../api/documents'
import './documents.scss'

export interface KnowledgeHomeProps {
  listUrl(category: string): string
  standardsUrl: string
  /** only these categories, in this order, without 全部 (which would list the others too); all when left out */
  categories?: readonly string[]
  /** the standards link's name and note */
  standardsName?: string
  standardsNote?: string
}

export function KnowledgeHome({ listUrl, standardsUrl, categories, standardsName = '行业标准规范', standardsNote = 'JTG 标准规范查阅' }: KnowledgeHomeProps) {
  const projectId = storage.get('project')?.id ?? ''
  const [options, setOptions] = useState<DocumentOptions | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(async () => {
    setError('')
    if (!projectId) {
      setError('请先在工作台选择项目')
      return
    }
    try {
      setOptions(await getDocumentOptions('knowledge', projectId))
    } catch (err) {
      setError(errorText(err, '知识库加载失败'))
    }
  }, [projectId])
  useEffect(() => { void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  if (error) return <PageState status='error' text={error} onRetry={projectId ? () => void load() : undefined} />
  if (!options) return <PageState status='loading' />
  const shown = categories
    ? categories.map((name) => options.categories.find((c) => c.name === name) ?? { name, count: 0 })
    : options.categories
  const total = options.categories.reduce((s, c) => s + c.count, 0)
  const open = (url: string) => void Taro.navigateTo({ url })
  return (
    <View>
      <Text className='doc-section-title'>知识分类</Text>
      <View className='doc-categories'>
        {!categories && (
          <View className='doc-category' role='button' onClick={() => open(listUrl(''))}>
            <Text className='doc-category__name'>全部</Text>
            <Text className='doc-category__count'>{`${total}份`}</Text>
          </View>
        )}
        {shown.map((c) => (
          <View key={c.name} className='doc-category' role='button' onClick={() => open(listUrl(c.name))}>
            <Text className='doc-category__name'>{c.name}</Text>
            <Text className='doc-category__count'>{c.count ? `${c.count}份` : '暂无'}</Text>
          </View>
        ))}
      </View>
      <Text className='doc-section-title'>相关</Text>
      <View className='doc-categories'>
        <View className='doc-category' role='button' onClick={() => open(standardsUrl)}>
          <Text className='doc-category__name'>{standardsName}</Text>
          <Text className='doc-category__count'>{standardsNote}</Text>
        </View>
      </View>
    </View>
  )
}
