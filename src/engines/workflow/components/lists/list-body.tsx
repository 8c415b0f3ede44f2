import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import type { PagedList } from './use-paged-list'

export interface ListBodyProps<T> {
  list: PagedList<T>
  emptyText: string
  /** said instead of emptyText while a keyword is applied */
  noMatchText?: string
  children: (item: T) => ReactNode
}

/** loading / error with 重试 / empty, else the rows and a 上拉加载更多 / 没有更多了 footer */
export function ListBody<T>({ list, emptyText, noMatchText = '没有找到相关流程', children }: ListBodyProps<T>) {
  if (list.status === 'loading') return <PageState status='loading' />
  if (list.status === 'error') return <PageState status='error' text={list.error} onRetry={() => void list.reload()} />
  if (list.items.length === 0) return <PageState status='empty' text={list.keyword ? noMatchText : emptyText} />
  return (
    <View className='wf-list'>
      {list.items.map(children)}
      <View className='wf-list__footer'>
        <Text>{list.loadingMore ? '加载中...' : list.hasMore ? '上拉加载更多' : '没有更多了'}</Text>
      </View>
    </View>
  )
}
