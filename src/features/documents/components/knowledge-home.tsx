// 工程知识库's front page: the categories with how many documents each holds (the group's and the current
// project's), each opening its list; 全部 opens them all, and 行业标准规范 is one tap away.
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
}

export function KnowledgeHome({ listUrl, standardsUrl }: KnowledgeHomeProps) {
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
  const total = options.categories.reduce((s, c) => s + c.count, 0)
  const open = (url: string) => void Taro.navigateTo({ url })
  return (
    <View>
      <Text className='doc-section-title'>知识分类</Text>
      <View className='doc-categories'>
        <View className='doc-category' role='button' onClick={() => open(listUrl(''))}>
          <Text className='doc-category__name'>全部</Text>
          <Text className='doc-category__count'>{`${total}份`}</Text>
        </View>
        {options.categories.map((c) => (
          <View key={c.name} className='doc-category' role='button' onClick={() => open(listUrl(c.name))}>
            <Text className='doc-category__name'>{c.name}</Text>
            <Text className='doc-category__count'>{c.count ? `${c.count}份` : '暂无'}</Text>
          </View>
        ))}
      </View>
      <Text className='doc-section-title'>相关</Text>
      <View className='doc-categories'>
        <View className='doc-category' role='button' onClick={() => open(standardsUrl)}>
          <Text className='doc-category__name'>行业标准规范</Text>
          <Text className='doc-category__count'>JTG 标准规范查阅</Text>
        </View>
      </View>
    </View>
  )
}
